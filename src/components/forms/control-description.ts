import { t } from "../../i18n/t.ts";
import { cx } from "../ui/styles.ts";
import { dateGranularity } from "./date-granularity.ts";
import type { FieldRenderProps } from "./render-field.ts";

/**
 * The text under a default control: the field's hint, and what its kind needs said (a date and
 * time is in UTC, HTML and JSON are typed as such, ids are one per entry). The control and its
 * loading placeholder show the same, so the form does not shift when the control arrives.
 */
export function controlDescription({ field, lang, description }: Pick<FieldRenderProps, "field" | "lang" | "description">): string | undefined {
  switch (field.kind) {
    case "richtext":
      return cx(description, t(lang, field.fieldType === "String" ? "ui.form.html.hint" : "ui.form.json.hint"));
    case "date":
      return dateGranularity(field) === "minute" ? cx(description, t(lang, "ui.form.date.utc")) : description;
    case "references":
    case "assets":
      return cx(description, t(lang, field.kind === "assets" ? "ui.form.ids.assets" : "ui.form.ids.references"));
    case "json":
    case "component":
    case "components":
    case "array":
      return cx(description, t(lang, "ui.form.json.hint"));
    default:
      return description;
  }
}
