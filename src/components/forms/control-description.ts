import { t } from "../../i18n/t.ts";
import { dateGranularity } from "./date-granularity.ts";
import type { FieldRenderProps } from "./render-field.ts";

/** The hint and what the kind needs said as two sentences: a hint without an end mark (most schema hints) gets a full stop. */
function sentences(hint: string | undefined, said: string): string {
  if (!hint) return said;
  return `${/[.!?:…]$/.test(hint.trim()) ? hint.trim() : `${hint.trim()}.`} ${said}`;
}

/**
 * The text under a default control: the field's hint, and what its kind needs said (a date and
 * time is in UTC, HTML and JSON are typed as such, ids are one per entry). The control and its
 * loading placeholder show the same, so the form does not shift when the control arrives.
 */
export function controlDescription({ field, lang, description }: Pick<FieldRenderProps, "field" | "lang" | "description">): string | undefined {
  switch (field.kind) {
    case "richtext":
      return sentences(description, t(lang, field.fieldType === "String" ? "ui.form.html.hint" : "ui.form.json.hint"));
    case "date":
      return dateGranularity(field) === "minute" ? sentences(description, t(lang, "ui.form.date.utc")) : description;
    case "references":
    case "assets":
      return sentences(description, t(lang, field.kind === "assets" ? "ui.form.ids.assets" : "ui.form.ids.references"));
    case "json":
    case "component":
    case "components":
    case "array":
      return sentences(description, t(lang, "ui.form.json.hint"));
    default:
      return description;
  }
}
