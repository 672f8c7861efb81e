import { Checkbox } from "../ui/Checkbox.tsx";
import { TextField } from "../ui/TextField.tsx";
import { controlDescription } from "./control-description.ts";
import { LazyControl } from "./LazyControl.tsx";
import type { FieldRenderProps } from "./render-field.ts";

const text = (value: unknown): string => (typeof value === "string" ? value : value === undefined || value === null ? "" : String(value));

/**
 * The default control for one partition of a field, by kind: text, textarea, email, checkbox and
 * rich text stored as HTML (its source) as the UI kit's fields, rendered at once. The heavier
 * kinds load their code on demand (`LazyControl`, showing a same-size placeholder meanwhile;
 * `loadControls` fetches it ahead): number, date, select and radio as the UI kit's fields; tags
 * as a tag list; references and assets as a list of ids; geolocation as latitude and longitude;
 * json, components, arrays and structured rich text as JSON. `SchemaForm` uses it unless
 * `renderField` gives another editor.
 */
export function FieldControl(props: FieldRenderProps) {
  const { field, path, value, onChange, onBlur, isInvalid, errorMessage, isRequired, describedBy } = props;
  const common = {
    name: path,
    label: props.label,
    onBlur,
    isInvalid,
    errorMessage,
    isRequired,
    description: controlDescription(props),
    "aria-describedby": describedBy,
  };
  // The text of a localized field's partition is in that partition's language, whatever the UI's.
  const contentLang = props.part === "iv" ? undefined : props.part;
  switch (field.kind) {
    case "text":
    case "email":
      return <TextField {...common} type={field.kind} contentLang={contentLang} placeholder={field.placeholder} value={text(value)} onChange={onChange} />;
    case "textarea":
      return <TextField {...common} multiline contentLang={contentLang} placeholder={field.placeholder} value={text(value)} onChange={onChange} />;
    case "richtext":
      if (field.fieldType !== "String") return <LazyControl {...props} />;
      return <TextField {...common} multiline rows={6} contentLang={contentLang} value={text(value)} onChange={onChange} />;
    case "checkbox":
      return <Checkbox {...common} isSelected={value === true} onChange={onChange} />;
    default:
      return <LazyControl {...props} />;
  }
}
