import { LOCALE_TAGS, type Lang } from "../../i18n/locales.ts";
import { dateFormat, timeFormat } from "../../lib/directory/intl.ts";

/** A slot's date (medium) and time (short) in UTC, as the site shows appointment times. */
export function utcWhen(lang: Lang, start: string): { date: string; time: string } {
  const at = new Date(start);
  return { date: dateFormat(lang).format(at), time: timeFormat(lang).format(at) };
}

/**
 * A slot's start in the browser's own time zone: the time, with the date too when that day is not
 * the slot's UTC day. Only in the browser (the server does not know the visitor's zone).
 */
export function localWhen(lang: Lang, start: string): string {
  const at = new Date(start);
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const sameDay = new Intl.DateTimeFormat("en-CA", { timeZone: zone }).format(at) === start.slice(0, 10);
  return new Intl.DateTimeFormat(LOCALE_TAGS[lang], sameDay ? { timeStyle: "short" } : { dateStyle: "medium", timeStyle: "short" }).format(at);
}
