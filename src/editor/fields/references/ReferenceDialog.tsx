import { inSentence } from "../../../i18n/in-sentence.ts";
import { t } from "../../../i18n/t.ts";
import { PickerDialog, type PickerBinding } from "../picker/PickerDialog.tsx";
import { knownReferences } from "./known-references.ts";
import { searchReferences } from "./reference-api.ts";
import type { SchemaInfo } from "./schemas-api.ts";

export interface ReferenceDialogProps extends PickerBinding {
  app: string;
  /** The field's label, named in the dialog's title. */
  fieldLabel: string;
  schemas: readonly SchemaInfo[];
}

/**
 * The reference picker (lazy-loaded): the picker dialog over the referenced schemas' published
 * items, searched by the service's full text search, each named by its display field in the
 * builder's language.
 */
export default function ReferenceDialog({ app, fieldLabel, schemas, ...binding }: ReferenceDialogProps) {
  const { lang } = binding;
  return (
    <PickerDialog
      {...binding}
      kind="references"
      title={t(lang, "builder.references.dialogTitle", { field: inSentence(lang, fieldLabel) })}
      width="max-w-xl"
      layout="list"
      load={async (search, _page, signal) => {
        const items = await searchReferences(app, schemas, search, lang, signal);
        return { total: items.length, items };
      }}
      loadKey={`${app}|${lang}|${schemas.map((schema) => schema.id).join(",")}`}
      remember={knownReferences.remember}
      nameOf={(option) => option.name}
    />
  );
}
