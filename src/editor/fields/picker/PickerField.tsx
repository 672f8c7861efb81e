import { Suspense, useId, useState, type HTMLAttributes, type ReactNode } from "react";
import { FieldGroup } from "../../../components/forms/FieldGroup.tsx";
import type { FieldRenderProps } from "../../../components/forms/render-field.ts";
import { Button } from "../../../components/ui/Button.tsx";
import { descriptionClass } from "../../../components/ui/styles.ts";
import { t } from "../../../i18n/t.ts";
import { notify } from "../../notices.ts";
import { ChosenList, type ChosenItem } from "./ChosenList.tsx";
import { hasRoom, idsOf, moveId, removeId } from "./id-list.ts";
import { maxItemsOf } from "./max-items.ts";
import type { PickerBinding } from "./PickerDialog.tsx";

/** What a picker picks; its UI strings are `builder.<kind>.*`. */
export type PickerKind = "assets" | "references" | "icons" | "links";

export interface PickerFieldProps extends Omit<HTMLAttributes<HTMLDivElement>, "children"> {
  /** The field's render props; its value is a list of ids. */
  of: FieldRenderProps;
  kind: PickerKind;
  /** How many may be chosen (default: the field's `maxItems`). */
  max?: number | undefined;
  /** The chosen ids as the editor knows them (a name, a thumbnail), in the value's order. */
  items: readonly ChosenItem[];
  /** The text of the button opening the dialog; without one, there is no button (the dialog cannot open yet). */
  chooseText: string | undefined;
  /** The dialog, rendered while open; put its module behind `lazy()` so it loads on first use. */
  dialog: (binding: PickerBinding) => ReactNode;
  /** Puts the button into more (the asset field's drop zone). */
  around?: (button: ReactNode) => ReactNode;
  /** Shown above the button (a note that something could not be read). */
  notes?: ReactNode;
  /** Whether the group itself is described too, not only its button. */
  describeGroup?: boolean;
}

/**
 * The editor of a field that holds ids a picker chooses: the chosen entries in order, each
 * removable and (with several) movable, a note while nothing is chosen or the list is full, and a
 * button opening the picker's dialog; closing it counts as leaving the field.
 */
export function PickerField({
  of,
  kind,
  max = maxItemsOf(of.field),
  items,
  chooseText,
  dialog,
  around = (button) => button,
  notes,
  ...group
}: PickerFieldProps) {
  const { lang, value, onChange } = of;
  const fullId = useId();
  const [open, setOpen] = useState(false);
  const ids = idsOf(value);
  const full = !hasRoom(ids, max);

  return (
    <FieldGroup of={of} more={full ? fullId : undefined} className="gap-2" {...group}>
      {({ describedBy, labelId }) => (
        <>
          <ChosenList
            items={items}
            labelledBy={labelId}
            texts={{
              remove: (name) => t(lang, `builder.${kind}.remove`, { name }),
              moveUp: (name) => t(lang, `builder.${kind}.moveUp`, { name }),
              moveDown: (name) => t(lang, `builder.${kind}.moveDown`, { name }),
            }}
            onRemove={(id) => {
              onChange(removeId(ids, id));
              of.onBlur();
              notify(t(lang, `builder.${kind}.removed`, { name: items.find((item) => item.id === id)?.name ?? id }));
            }}
            onMove={(from, to) => onChange(moveId(ids, from, to))}
          />
          {ids.length === 0 ? <p className="text-sm text-ink/70">{t(lang, `builder.${kind}.nothingChosen`)}</p> : null}
          {notes}
          {chooseText === undefined
            ? null
            : around(
                <Button tone="quiet" className="self-start" onPress={() => setOpen(true)} aria-describedby={describedBy} data-focus-after-remove="">
                  {chooseText}
                </Button>,
              )}
          {full ? (
            <p id={fullId} className={descriptionClass}>
              {t(lang, `builder.${kind}.full`, { max: max ?? 0 })}
            </p>
          ) : null}
          {open ? (
            <Suspense fallback={null}>
              {dialog({
                lang,
                chosen: ids,
                ...(max === undefined ? {} : { max }),
                onChange,
                onClose: () => {
                  setOpen(false);
                  of.onBlur();
                },
              })}
            </Suspense>
          ) : null}
        </>
      )}
    </FieldGroup>
  );
}
