import type { ReactNode } from "react";
import { Button } from "../../../components/ui/Button.tsx";

/** One chosen entry of a picker: its id, the name an editor knows it by, and an optional picture. */
export interface ChosenItem {
  id: string;
  name: string;
  thumbnail?: ReactNode;
}

export interface ChosenListProps {
  items: readonly ChosenItem[];
  /** Names of the buttons for an entry, in the UI language (`„Anna“ entfernen`). */
  texts: { remove: (name: string) => string; moveUp: (name: string) => string; moveDown: (name: string) => string };
  /** The id of the element naming the list (the field's label). */
  labelledBy: string;
  onRemove: (id: string) => void;
  /** Moves the entry at `from` to `to`; the move buttons show only with more than one entry. */
  onMove: (from: number, to: number) => void;
  /** More buttons for an entry, shown between its name and its move buttons (a component's "edit"). */
  actions?: (item: ChosenItem, index: number) => ReactNode;
}

const small = "px-2 py-1 text-xs";

/** Focuses what `find` returns once the change has rendered. */
function focusLater(find: () => HTMLElement | null | undefined): void {
  requestAnimationFrame(() => find()?.focus());
}

/**
 * What a picker field holds, in order: each entry with its picture and name, a button to remove it
 * and, with several, buttons to move it up and down, all named after the entry for screen readers.
 * Keyboard focus stays put: after a move on the moved entry's button, after a removal on the next
 * entry's remove button, or on the field's `[data-focus-after-remove]` control once none is left.
 */
export function ChosenList({ items, texts, labelledBy, onRemove, onMove, actions }: ChosenListProps) {
  if (!items.length) return null;
  const many = items.length > 1;
  const group = () => document.getElementById(labelledBy)?.closest<HTMLElement>('[role="group"]');
  const remove = (id: string, index: number) => {
    onRemove(id);
    focusLater(() => {
      const left = group()?.querySelectorAll<HTMLElement>('[data-chosen-id] [data-action="remove"]');
      return left?.length ? left[Math.min(index, left.length - 1)] : group()?.querySelector<HTMLElement>("[data-focus-after-remove]");
    });
  };
  const move = (id: string, from: number, to: number) => {
    onMove(from, to);
    focusLater(() => {
      const entry = group()?.querySelector(`[data-chosen-id="${id}"]`);
      return (
        entry?.querySelector<HTMLElement>(`[data-action="${to < from ? "up" : "down"}"]:not([disabled])`) ??
        entry?.querySelector<HTMLElement>("[data-action]:not([disabled])")
      );
    });
  };
  return (
    <ul aria-labelledby={labelledBy} className="flex flex-col gap-2" data-chosen-list="">
      {items.map((item, index) => (
        <li key={item.id} className="flex items-center gap-3 rounded border border-ink/20 p-2" data-chosen-id={item.id}>
          {item.thumbnail}
          <span className="min-w-0 flex-1 truncate text-sm" data-chosen-name="">
            {item.name}
          </span>
          {actions?.(item, index)}
          {many ? (
            <>
              <Button
                tone="quiet"
                className={small}
                isDisabled={index === 0}
                data-action="up"
                onPress={() => move(item.id, index, index - 1)}
                aria-label={texts.moveUp(item.name)}
              >
                <span aria-hidden="true">↑</span>
              </Button>
              <Button
                tone="quiet"
                className={small}
                isDisabled={index === items.length - 1}
                data-action="down"
                onPress={() => move(item.id, index, index + 1)}
                aria-label={texts.moveDown(item.name)}
              >
                <span aria-hidden="true">↓</span>
              </Button>
            </>
          ) : null}
          <Button tone="quiet" className={small} data-action="remove" onPress={() => remove(item.id, index)} aria-label={texts.remove(item.name)}>
            <span aria-hidden="true">×</span>
          </Button>
        </li>
      ))}
    </ul>
  );
}
