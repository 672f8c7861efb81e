/**
 * The names of the two hidden fields every visitor form carries, apart from the checks (stamp.ts
 * needs node:crypto): block views import them, and the builder renders those views in the browser.
 */

/** The honeypot's field name: plausible to a bot, hidden from people and assistive technology. */
export const HONEYPOT_FIELD = "website";
/** The stamp's field name. */
export const STAMP_FIELD = "formStamp";
