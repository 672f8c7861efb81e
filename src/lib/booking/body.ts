import * as v from "valibot";
import { LOCALES } from "../../i18n/locales.ts";

/** Longest message a visitor can send with a booking. */
export const MESSAGE_MAX_LENGTH = 2000;

/** True when `s` has no control character (line breaks included). */
const oneLine = (s: string) => ![...s].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

const text = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max, `must have at most ${max} characters`));

/**
 * `POST /api/appointments/:id/book`: who books, how to reach them, and a key the client makes once
 * per booking attempt (a retry with the same key and body gets the first answer again).
 */
export const BookBody = v.strictObject({
  // One line: a name ends up in mail headers and lists.
  name: v.pipe(text(120), v.minLength(1, "is required"), v.check(oneLine, "must be one line without control characters")),
  email: v.pipe(v.string(), v.trim(), v.maxLength(254, "must have at most 254 characters"), v.email("must be an e-mail address"), v.toLowerCase()),
  phone: v.optional(v.pipe(text(40), v.regex(/^[0-9+()/.\- ]*$/, "may only hold digits, spaces and + ( ) / . -")), ""),
  message: v.optional(text(MESSAGE_MAX_LENGTH), ""),
  language: v.picklist(LOCALES, `must be one of ${LOCALES.join(", ")}`),
  idempotencyKey: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,128}$/, "must be 16 to 128 letters, digits, _ or -")),
});
export type BookInput = v.InferOutput<typeof BookBody>;

/** `POST /api/appointments/:id/cancel`: the token of the booking's cancel link. */
export const CancelBody = v.strictObject({
  token: v.pipe(v.string(), v.maxLength(200, "is not a cancel token")),
});

/** The hidden fields every visitor form sends (`<HumanCheck>`): the honeypot and the form stamp. */
const HumanFields = {
  website: v.optional(v.pipe(v.string(), v.maxLength(500, "must have at most 500 characters")), ""),
  formStamp: v.optional(v.pipe(v.string(), v.maxLength(100, "is not a form stamp")), ""),
};

/** `POST /api/appointments/:id/book` as the booking island sends it: the booking and the hidden fields. */
export const BookRequest = v.strictObject({ ...BookBody.entries, ...HumanFields });
