/**
 * A slot's start in the browser's own time zone, in the locale `tag` (`de-DE`): the time, with the
 * date too when that day is not the slot's UTC day. Only in the browser (the server does not know
 * the visitor's zone). The UTC date and time come formatted from the server (`OpenSlot`).
 */
export function localWhen(tag: string, start: string): string {
  const at = new Date(start);
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const sameDay = new Intl.DateTimeFormat("en-CA", { timeZone: zone }).format(at) === start.slice(0, 10);
  return new Intl.DateTimeFormat(tag, sameDay ? { timeStyle: "short" } : { dateStyle: "medium", timeStyle: "short" }).format(at);
}
