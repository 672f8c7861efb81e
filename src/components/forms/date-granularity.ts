import type { FormField } from "../../forms/index.ts";

/** How precisely a date field is edited: the day, or the day and the time to the minute. */
export type DateGranularity = "day" | "minute";

/**
 * The granularity of a date field: to the minute for the Squidex `DateTime` editor, else the day.
 * Its own module, free of `@internationalized/date`, so a control's placeholder can ask it
 * without loading the date library.
 */
export function dateGranularity(field: Pick<FormField, "editor">): DateGranularity {
  return field.editor === "DateTime" ? "minute" : "day";
}
