import type { Lang } from "../../i18n/locales.ts";
import { dateFormat, timeFormat } from "../../lib/directory/intl.ts";

/** A slot's date (medium) and time (short) in UTC, as the site shows appointment times. */
export function utcWhen(lang: Lang, start: string): { date: string; time: string } {
  const at = new Date(start);
  return { date: dateFormat(lang).format(at), time: timeFormat(lang).format(at) };
}
