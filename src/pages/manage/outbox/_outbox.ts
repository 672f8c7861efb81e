import type { Lang } from "../../../i18n/locales.ts";
import { t, type UiKey } from "../../../i18n/t.ts";
import { HttpError } from "../../../lib/errors/http-error.ts";
import type { OutboxState } from "../../../lib/mail/outbox.ts";

/** A whole number from 1 as the outbox's addresses carry it (`?page=`, the message's id); anything else is refused with `error`. */
export function positiveInt(value: string | null | undefined, error: "BadRequest" | "NotFound"): number {
  if (!value || !/^[1-9]\d{0,14}$/.test(value)) throw new HttpError(error);
  return Number(value);
}

/** The UI string of a message's state. */
export const stateLabel = (lang: Lang, state: OutboxState) => t(lang, `outbox.state.${state}`);

/** How the outbox names a message's kind (`booking-notice` → `outbox.kind.bookingNotice`): a known kind in the admin's language, else the kind itself. */
export function kindLabel(lang: Lang, kind: string): string {
  const key = `outbox.kind.${kind.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())}` as UiKey;
  const label = t(lang, key);
  return label === key ? kind : label;
}

/** The badge classes of a state: failed stands out, sent is calm, the rest neutral. */
export const stateClass = (state: OutboxState) =>
  state === "failed"
    ? "border-red-700 bg-red-50 font-semibold text-red-800"
    : state === "sent"
      ? "border-green-800 bg-green-50 text-green-900"
      : "border-ink/40";
