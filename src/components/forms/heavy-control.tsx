import type { ReactNode } from "react";
import type { Key } from "react-aria-components";
import { t } from "../../i18n/t.ts";
import { DateField } from "../ui/DateField.tsx";
import { NumberField } from "../ui/NumberField.tsx";
import { RadioGroup } from "../ui/RadioGroup.tsx";
import { Select } from "../ui/Select.tsx";
import { TagListField } from "../ui/TagListField.tsx";
import { controlDescription } from "./control-description.ts";
import { dateGranularity, fromDateValue, toDateValue } from "./date-value.ts";
import { GeolocationField } from "./GeolocationField.tsx";
import { JsonField } from "./JsonField.tsx";
import { jsonShape } from "./json-value.ts";
import { optionLabel } from "./option-label.ts";
import type { FieldRenderProps } from "./render-field.ts";

/** Numbers as typed, up to ten decimals (a number field rounds to three by default). */
const NUMBER_FORMAT = { maximumFractionDigits: 10 } as const;

/** The key of "no choice" in a select that is not required; no allowed value is this text. */
const NO_CHOICE = "\u0000none";

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : []);

/** The allowed value whose text is `key` (options are numbers for Number fields). */
function optionOf(options: readonly (string | number)[], key: Key | null): string | number | null {
  return options.find((option) => String(option) === String(key)) ?? null;
}

/**
 * The default controls that weigh most (react-aria's number, date, select, radio and tag widgets,
 * and the geolocation and JSON editors), for every kind `FieldControl` does not render itself:
 * number, date, select, radio, tags, references, assets, geolocation, json, component(s), array and
 * structured rich text. A render function without hooks of its own (the controls it returns have
 * them): `LazyControl` loads this module on demand, so a form of text fields does not load it.
 */
export function heavyControl(props: FieldRenderProps): ReactNode {
  const { field, path, lang, value, onChange, onBlur, isInvalid, errorMessage, isRequired, describedBy } = props;
  const description = controlDescription(props);
  const common = { name: path, label: props.label, onBlur, isInvalid, errorMessage, isRequired, description, "aria-describedby": describedBy };
  switch (field.kind) {
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
          value={toDateValue(value, granularity)}
          onChange={(date) => onChange(fromDateValue(date))}
        />
      );
    }
    case "select": {
      const options = (field.options ?? []).map((option) => ({ id: String(option), label: optionLabel(lang, field.name, option) }));
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
          options={(field.options ?? []).map((option) => ({ value: String(option), label: optionLabel(lang, field.name, option) }))}
          value={value === undefined || value === null ? null : String(value)}
          onChange={(key) => onChange(optionOf(field.options ?? [], key))}
        />
      );
    case "tags":
    case "references":
    case "assets":
      return <TagListField {...common} label={props.labelText} description={description || undefined} value={strings(value)} onChange={onChange} />;
    case "geolocation":
      return <GeolocationField {...props} />;
    case "richtext":
    case "json":
    case "component":
    case "components":
    case "array":
      return <JsonField {...props} shape={jsonShape(field)} />;
    default:
      return null;
  }
}
