import { lazy } from "react";
import type { FieldRenderProps } from "../../../components/forms/render-field.ts";
import { t } from "../../../i18n/t.ts";
import { PickerField } from "../picker/PickerField.tsx";
import { IconPreview } from "./IconPreview.tsx";
import { useEditor } from "../../use-editor.ts";

// The picker dialog loads on first use, so it is not part of the builder's first load.
const IconDialog = lazy(() => import("./IconDialog.tsx"));

/**
 * The editor of an `editor:icon` field (a String holding an icon's name): the chosen icon with its
 * picture (the picker field, one at most) and a button opening the icon picker. Removing the icon
 * stores an empty name.
 */
export function IconField(props: FieldRenderProps) {
  const { lang, value, onChange } = props;
  const app = useEditor((editor) => editor.session)?.app;
  const name = typeof value === "string" ? value : "";
  const of: FieldRenderProps = { ...props, value: name ? [name] : [], onChange: (ids) => onChange((ids as string[]).at(-1) ?? "") };

  return (
    <PickerField
      of={of}
      kind="icons"
      max={1}
      data-icon-field=""
      items={name ? [{ id: name, name, thumbnail: <IconPreview name={name} className="h-10 w-10" /> }] : []}
      chooseText={t(lang, "builder.icons.choose")}
      dialog={(binding) => (app ? <IconDialog {...binding} app={app} title={props.labelText} /> : null)}
    />
  );
}
