import { useMemo, useState } from "react";
import { SchemaForm } from "../../../components/forms/SchemaForm.tsx";
import type { RenderField } from "../../../components/forms/render-field.ts";
import { Button } from "../../../components/ui/Button.tsx";
import { Dialog } from "../../../components/ui/Dialog.tsx";
import { errorClass } from "../../../components/ui/styles.ts";
import { buildFormModel, type ContentData, type FormModel } from "../../../forms/index.ts";
import type { Lang } from "../../../i18n/locales.ts";
import { t } from "../../../i18n/t.ts";
import type { SchemaInfo } from "../references/schemas-api.ts";
import { fromFormData, nestedFields, toFormData, type ComponentItem } from "./component-value.ts";

export interface ComponentDialogProps {
  lang: Lang;
  /** The dialog's title: the item's name. */
  title: string;
  schema: SchemaInfo;
  item: ComponentItem;
  /** Editors for the nested fields (assets, references, further components…). */
  renderField: RenderField;
  onChange: (item: ComponentItem) => void;
  onClose: () => void;
}

/** The nested form's model, or `undefined` when the schema's fields do not make a form. */
function modelOf(schema: SchemaInfo): FormModel | undefined {
  try {
    return buildFormModel(nestedFields(schema));
  } catch (error) {
    console.error(`baukasten: component schema ${schema.name} makes no form`, error);
    return undefined;
  }
}

/**
 * One component's fields in a dialog (lazy-loaded): a `SchemaForm` of its schema, rendered in a
 * modal so it is no form inside the block's form. Every change applies at once; "Fertig" checks the
 * fields and closes (or moves focus to the first that is not valid), Escape closes.
 */
export default function ComponentDialog({ lang, title, schema, item, renderField, onChange, onClose }: ComponentDialogProps) {
  const model = useMemo(() => modelOf(schema), [schema]);
  const [values, setValues] = useState<ContentData>(() => toFormData(item));
  return (
    <Dialog isOpen isDismissable onOpenChange={(isOpen) => !isOpen && onClose()} title={title} width="max-w-2xl">
      {(close) =>
        model ? (
          <SchemaForm
            model={model}
            values={values}
            lang={lang}
            renderField={renderField}
            aria-label={title}
            onChange={(data) => {
              setValues(data);
              onChange(fromFormData(data, schema));
            }}
            onSubmit={close}
          >
            <div className="flex justify-end">
              <Button type="submit">{t(lang, "builder.components.done")}</Button>
            </div>
          </SchemaForm>
        ) : (
          <div className="flex flex-col gap-4">
            <p className={errorClass}>{t(lang, "builder.components.broken")}</p>
            <Button className="self-end" onPress={close}>
              {t(lang, "builder.components.done")}
            </Button>
          </div>
        )
      }
    </Dialog>
  );
}
