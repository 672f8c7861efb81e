import type { Key } from "react-aria-components";
import { t } from "../../i18n/t.ts";
import { Checkbox } from "../ui/Checkbox.tsx";
import { DateField } from "../ui/DateField.tsx";
import { NumberField } from "../ui/NumberField.tsx";
import { RadioGroup } from "../ui/RadioGroup.tsx";
import { Select } from "../ui/Select.tsx";
import { cx } from "../ui/styles.ts";
import { TagListField } from "../ui/TagListField.tsx";
import { TextField } from "../ui/TextField.tsx";
import { dateGranularity, fromDateValue, toDateValue } from "./date-value.ts";
import { GeolocationField } from "./GeolocationField.tsx";
import { JsonField } from "./JsonField.tsx";
import { jsonShape } from "./json-value.ts";
import type { FieldRenderProps } from "./render-field.ts";

/** Numbers as typed, up to ten decimals (a number field rounds to three by default). */
const NUMBER_FORMAT = { maximumFractionDigits: 10 } as const;

/** The key of "no choice" in a select that is not required; no allowed value is this text. */
const NO_CHOICE = "\u0000none";

const text = (value: unknown): string => (typeof value === "string" ? value : value === undefined || value === null ? "" : String(value));
const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : []);

/** The allowed value whose text is `key` (options are numbers for Number fields). */
function optionOf(options: readonly (string | number)[], key: Key | null): string | number | null {
  return options.find((option) => String(option) === String(key)) ?? null;
}

/**
 * The default control for one partition of a field, by kind: text, textarea, email, number, date,
 * checkbox, select and radio as the UI kit's fields; tags as a tag list; references and assets as
 * a list of ids; geolocation as latitude and longitude; json, components, arrays and structured
 * rich text as JSON; rich text stored as HTML as its source. `SchemaForm` uses it unless
 * `renderField` gives another editor.
 */
export function FieldControl(props: FieldRenderProps) {
  const { field, path, lang, value, onChange, onBlur, isInvalid, errorMessage, isRequired, description, describedBy } = props;
  const common = { name: path, label: props.label, onBlur, isInvalid, errorMessage, isRequired, description, "aria-describedby": describedBy };
  // The text of a localized field's partition is in that partition's language, whatever the UI's.
  const contentLang = props.part === "iv" ? undefined : props.part;
  switch (field.kind) {
    case "text":
    case "email":
      return <TextField {...common} type={field.kind} contentLang={contentLang} placeholder={field.placeholder} value={text(value)} onChange={onChange} />;
    case "textarea":
      return <TextField {...common} multiline contentLang={contentLang} placeholder={field.placeholder} value={text(value)} onChange={onChange} />;
    case "richtext":
      if (field.fieldType !== "String") return <JsonField {...props} shape="any" />;
      return (
        <TextField
          {...common}
          multiline
          rows={6}
          contentLang={contentLang}
          description={cx(description, t(lang, "ui.form.html.hint"))}
          value={text(value)}
          onChange={onChange}
        />
      );
    case "number":
      return (
        <NumberField
          {...common}
          placeholder={field.placeholder}
          formatOptions={NUMBER_FORMAT}
          value={typeof value === "number" ? value : Number.NaN}
          onChange={(n) => onChange(Number.isNaN(n) ? null : n)}
        />
      );
    case "date": {
      const granularity = dateGranularity(field);
      return (
        <DateField
          {...common}
          granularity={granularity}
          hourCycle={24}
          description={granularity === "minute" ? cx(description, t(lang, "ui.form.date.utc")) : description}
          value={toDateValue(value, granularity)}
          onChange={(date) => onChange(fromDateValue(date))}
        />
      );
    }
    case "checkbox":
      return <Checkbox {...common} isSelected={value === true} onChange={onChange} />;
    case "select": {
      const options = (field.options ?? []).map((option) => ({ id: String(option), label: String(option) }));
      return (
        <Select
          {...common}
          placeholder={field.placeholder}
          options={isRequired ? options : [{ id: NO_CHOICE, label: t(lang, "ui.form.noChoice") }, ...options]}
          value={value === undefined || value === null ? (isRequired ? null : NO_CHOICE) : String(value)}
          onChange={(key) => onChange(key === NO_CHOICE ? null : optionOf(field.options ?? [], key))}
        />
      );
    }
    case "radio":
      return (
        <RadioGroup
          {...common}
          options={(field.options ?? []).map((option) => ({ value: String(option), label: String(option) }))}
          value={value === undefined || value === null ? null : String(value)}
          onChange={(key) => onChange(optionOf(field.options ?? [], key))}
        />
      );
    case "tags":
    case "references":
    case "assets": {
      const note = field.kind === "tags" ? undefined : t(lang, field.kind === "assets" ? "ui.form.ids.assets" : "ui.form.ids.references");
      return <TagListField {...common} label={props.labelText} description={cx(description, note) || undefined} value={strings(value)} onChange={onChange} />;
    }
    case "geolocation":
      return <GeolocationField {...props} />;
    case "json":
    case "component":
    case "components":
    case "array":
      return <JsonField {...props} shape={jsonShape(field)} />;
  }
}
