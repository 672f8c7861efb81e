import { useStore } from "@nanostores/react";
import { lazy, Suspense, useEffect, useId, useState } from "react";
import { FieldGroup } from "../../../components/forms/FieldGroup.tsx";
import type { FieldRenderProps } from "../../../components/forms/render-field.ts";
import { Button } from "../../../components/ui/Button.tsx";
import { descriptionClass, errorClass } from "../../../components/ui/styles.ts";
import { inSentence } from "../../../i18n/in-sentence.ts";
import { t } from "../../../i18n/t.ts";
import { notify } from "../../notices.ts";
import { ChosenList } from "../assets/ChosenList.tsx";
import { hasRoom, idsOf, moveId, removeId } from "../assets/id-list.ts";
import { maxItemsOf } from "../assets/max-items.ts";
import { $knownReferences, rememberReferences } from "./known-references.ts";
import { referencesByIds } from "./reference-api.ts";
import { useReferenceSchemas } from "./use-reference-schemas.ts";
import { useEditor } from "../../use-editor.ts";

// The picker dialog loads on first use, so it is not part of the builder's first load.
const ReferenceDialog = lazy(() => import("./ReferenceDialog.tsx"));

/**
 * The editor of a `references` field: the chosen items by name, in order, each
 * removable and (with several) movable, and a button opening the picker: a search over the
 * referenced schemas' items, choosing up to the field's `maxItems` (with room for one, a pick
 * replaces the chosen item).
 */
export function ReferenceField(props: FieldRenderProps) {
  const { field, lang, value, onChange } = props;
  const app = useEditor((editor) => editor.session)?.app;
  const known = useStore($knownReferences);
  const schemas = useReferenceSchemas(app, field.schemaIds);
  const fullId = useId();
  const [open, setOpen] = useState(false);
  const max = maxItemsOf(field);
  const ids = idsOf(value);
  const missing = ids.filter((id) => !known.has(id)).join(",");

  useEffect(() => {
    if (!app || !schemas || !missing) return;
    referencesByIds(app, schemas, missing.split(","), lang).then(rememberReferences, (error: unknown) =>
      console.error("baukasten: references could not be read", error),
    );
  }, [app, schemas, missing, lang]);

  const full = !hasRoom(ids, max);
  const items = ids.map((id) => ({ id, name: known.get(id)?.name ?? id }));

  return (
    <FieldGroup of={props} more={full ? fullId : undefined} className="gap-2" data-reference-field="">
      {({ describedBy, labelId }) => (
        <>
          <ChosenList
            items={items}
            labelledBy={labelId}
            texts={{
              remove: (name) => t(lang, "builder.references.remove", { name }),
              moveUp: (name) => t(lang, "builder.references.moveUp", { name }),
              moveDown: (name) => t(lang, "builder.references.moveDown", { name }),
            }}
            onRemove={(id) => {
              onChange(removeId(ids, id));
              props.onBlur();
              notify(t(lang, "builder.references.removed", { name: known.get(id)?.name ?? id }));
            }}
            onMove={(from, to) => onChange(moveId(ids, from, to))}
          />
          {ids.length === 0 ? <p className="text-sm text-ink/70">{t(lang, "builder.references.empty")}</p> : null}
          {schemas === null ? <p className={errorClass}>{t(lang, "builder.references.failed")}</p> : null}
          {schemas ? (
            <Button tone="quiet" className="self-start" onPress={() => setOpen(true)} aria-describedby={describedBy} data-focus-after-remove="">
              {t(lang, "builder.references.choose", { field: inSentence(lang, props.labelText) })}
            </Button>
          ) : null}
          {full ? (
            <p id={fullId} className={descriptionClass}>
              {t(lang, "builder.references.full", { max: max ?? 0 })}
            </p>
          ) : null}
          {open && app && schemas ? (
            <Suspense fallback={null}>
              <ReferenceDialog
                app={app}
                lang={lang}
                fieldLabel={props.labelText}
                schemas={schemas}
                chosen={ids}
                {...(max === undefined ? {} : { max })}
                onChange={onChange}
                onClose={() => {
                  setOpen(false);
                  props.onBlur();
                }}
              />
            </Suspense>
          ) : null}
        </>
      )}
    </FieldGroup>
  );
}
