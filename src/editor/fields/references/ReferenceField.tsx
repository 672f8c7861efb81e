import { lazy, useMemo } from "react";
import type { FieldRenderProps } from "../../../components/forms/render-field.ts";
import { errorClass } from "../../../components/ui/styles.ts";
import { inSentence } from "../../../i18n/in-sentence.ts";
import { t } from "../../../i18n/t.ts";
import { idsOf } from "../picker/id-list.ts";
import { PickerField } from "../picker/PickerField.tsx";
import { useKnownItems } from "../picker/use-known-items.ts";
import { knownReferences } from "./known-references.ts";
import { referencesByIds } from "./reference-api.ts";
import { useReferenceSchemas } from "./use-reference-schemas.ts";
import { useEditor } from "../../use-editor.ts";

// The picker dialog loads on first use, so it is not part of the builder's first load.
const ReferenceDialog = lazy(() => import("./ReferenceDialog.tsx"));

/**
 * The editor of a `references` field: the chosen items by name (the picker field) and a button
 * opening the picker, a search over the referenced schemas' items, once those schemas are read.
 */
export function ReferenceField(props: FieldRenderProps) {
  const { field, lang, value } = props;
  const app = useEditor((editor) => editor.session)?.app;
  const schemas = useReferenceSchemas(app, field.schemaIds);
  const ids = idsOf(value);
  const known = useKnownItems(
    knownReferences,
    ids,
    useMemo(() => (app && schemas ? (missing: string[]) => referencesByIds(app, schemas, missing, lang) : undefined), [app, schemas, lang]),
  );

  return (
    <PickerField
      of={props}
      kind="references"
      data-reference-field=""
      items={ids.map((id, index) => ({ id, name: known[index]?.name ?? id }))}
      notes={schemas === null ? <p className={errorClass}>{t(lang, "builder.references.failed")}</p> : null}
      chooseText={schemas ? t(lang, "builder.references.choose", { field: inSentence(lang, props.labelText) }) : undefined}
      dialog={(binding) => (app && schemas ? <ReferenceDialog {...binding} app={app} fieldLabel={props.labelText} schemas={schemas} /> : null)}
    />
  );
}
