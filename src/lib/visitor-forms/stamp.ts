import { createHmac, timingSafeEqual } from "node:crypto";
import { HttpError } from "../errors/http-error.ts";

/**
 * Anti-automation without a third-party CAPTCHA. Every visitor form carries two hidden fields:
 * a honeypot that people never see (so never fill) and a stamp, the signed time the form was
 * handed out. A form sent with the honeypot filled or with a forged stamp is refused; one sent
 * sooner than the minimum fill time after its stamp, or without a usable stamp, is answered
 * `FormTooFast`, and the form comes back with a fresh stamp for a second, deliberate send.
 */

export { HONEYPOT_FIELD, STAMP_FIELD } from "./fields.ts";

/** A stamp older than this is no longer trusted (a tab left open overnight sends again once). */
export const STAMP_MAX_AGE_MS = 24 * 3_600_000;

const STAMP = /^(\d{10,15})\.([A-Za-z0-9_-]{43})$/;

const mac = (key: string, at: number) => createHmac("sha256", key).update(`visitor-form-stamp\n${at}`).digest("base64url");

/** A stamp for a form handed out at `now` (ms), signed with the server's token key. */
export function formStamp(key: string, now = Date.now()): string {
  const at = Math.floor(now);
  return `${at}.${mac(key, at)}`;
}

/**
 * The time (ms) a genuine stamp was made; `"forged"` for a stamp of the right shape whose
 * signature does not match; undefined for nothing or anything else.
 */
export function stampTime(key: string, stamp: string): number | "forged" | undefined {
  const m = STAMP.exec(stamp);
  if (!m) return undefined;
  const at = Number(m[1]);
  const expected = Buffer.from(mac(key, at));
  return timingSafeEqual(expected, Buffer.from(m[2]!)) ? at : "forged";
}

export interface HumanCheckInput {
  /** The honeypot field's value; people leave it empty. */
  honeypot?: string | undefined;
  /** The stamp field's value. */
  stamp?: string | undefined;
}

/**
 * Refuses what only a program sends: a filled honeypot or a forged stamp (422 `FormRefused`), a
 * send sooner than `minFillMs` after the stamp, or a missing, expired or future stamp (422
 * `FormTooFast`: the form is shown again with a fresh stamp, so a person sends it once more).
 */
export function checkHuman(key: string, input: HumanCheckInput, options: { minFillMs: number; now?: number }): void {
  if (input.honeypot?.trim()) throw new HttpError("FormRefused");
  const now = options.now ?? Date.now();
  const at = input.stamp ? stampTime(key, input.stamp) : undefined;
  if (at === "forged") throw new HttpError("FormRefused");
  if (at === undefined || at > now || now - at > STAMP_MAX_AGE_MS || now - at < options.minFillMs) throw new HttpError("FormTooFast");
}
