/**
 * `{name}` placeholders of a booking text filled in (`interpolate` of src/i18n/t.ts, without the
 * string catalog it brings along: the island gets its texts as a prop).
 */
export const fill = (text: string, params: Record<string, string | number>): string =>
  text.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match));
