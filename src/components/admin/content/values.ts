import type { FormField } from "../../../forms/index.ts";

/** The most characters a value shows in a table cell or a version comparison. */
const MAX_SHOWN = 300;

const cut = (text: string) => (text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN - 1)}…` : text);

/**
 * A field value as plain text for a list cell or a comparison: text as it is, numbers and
 * booleans as written, a date in UTC (`2026-11-27 09:30`), lists joined by commas, anything else as
 * JSON; "" for no value. Cut to 300 characters.
 */
export function cellText(field: Pick<FormField, "kind"> | undefined, value: unknown): string {
  if (value === undefined || value === null) return "";
  if (typeof value === "string") {
    if (field?.kind === "date") {
      const time = Date.parse(value);
      if (!Number.isNaN(time)) return new Date(time).toISOString().slice(0, 16).replace("T", " ");
    }
    return cut(value);
  }
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (Array.isArray(value) && value.every((entry) => typeof entry === "string" || typeof entry === "number")) return cut(value.join(", "));
  return cut(JSON.stringify(value));
}
