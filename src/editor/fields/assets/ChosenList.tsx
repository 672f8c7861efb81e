import type { ReactNode } from "react";
import { Button } from "../../../components/ui/Button.tsx";
import type { Lang } from "../../../i18n/locales.ts";
import { t } from "../../../i18n/t.ts";

/** One chosen entry of a picker: its id, the name an editor knows it by, and an optional picture. */
export interface ChosenItem {
  id: string;
  name: string;
  thumbnail?: ReactNode;
}

export interface ChosenListProps {
  items: readonly ChosenItem[];
  lang: Lang;
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
export function ChosenList({ items, lang, labelledBy, onRemove, onMove }: ChosenListProps) {
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
              <Button
                tone="quiet"
                className={small}
                isDisabled={index === 0}
                onPress={() => onMove(index, index - 1)}
                aria-label={t(lang, "builder.assets.moveUp", { file: item.name })}
              >
                <span aria-hidden="true">↑</span>
              </Button>
              <Button
                tone="quiet"
                className={small}
                isDisabled={index === items.length - 1}
                onPress={() => onMove(index, index + 1)}
                aria-label={t(lang, "builder.assets.moveDown", { file: item.name })}
              >
                <span aria-hidden="true">↓</span>
              </Button>
            </>
          ) : null}
          <Button tone="quiet" className={small} onPress={() => onRemove(item.id)} aria-label={t(lang, "builder.assets.remove", { file: item.name })}>
            <span aria-hidden="true">×</span>
          </Button>
        </li>
      ))}
    </ul>
  );
}
