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
}

const small = "px-2 py-1 text-xs";

/**
 * What a picker field holds, in order: each entry with its picture and name, a button to remove it
 * and, with several, buttons to move it up and down, all named after the entry for screen readers.
 */
export function ChosenList({ items, texts, labelledBy, onRemove, onMove }: ChosenListProps) {
  if (!items.length) return null;
  const many = items.length > 1;
  return (
    <ul aria-labelledby={labelledBy} className="flex flex-col gap-2" data-chosen-list="">
      {items.map((item, index) => (
        <li key={item.id} className="flex items-center gap-3 rounded border border-ink/20 p-2" data-chosen-id={item.id}>
          {item.thumbnail}
          <span className="min-w-0 flex-1 truncate text-sm">{item.name}</span>
          {many ? (
            <>
              <Button tone="quiet" className={small} isDisabled={index === 0} onPress={() => onMove(index, index - 1)} aria-label={texts.moveUp(item.name)}>
                <span aria-hidden="true">↑</span>
              </Button>
              <Button
                tone="quiet"
                className={small}
                isDisabled={index === items.length - 1}
                onPress={() => onMove(index, index + 1)}
                aria-label={texts.moveDown(item.name)}
              >
                <span aria-hidden="true">↓</span>
              </Button>
            </>
          ) : null}
          <Button tone="quiet" className={small} onPress={() => onRemove(item.id)} aria-label={texts.remove(item.name)}>
            <span aria-hidden="true">×</span>
          </Button>
        </li>
      ))}
    </ul>
  );
}
