import * as v from "valibot";
import { LOCALES } from "../../i18n/locales.ts";

/** A file sent with a message, e.g. an `.ics` invitation; `content` is text or base64 (`encoding`). */
export const MailAttachmentSchema = v.object({
  filename: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  contentType: v.pipe(v.string(), v.regex(/^[\w.+-]+\/[\w.+-]+(;.*)?$/)),
  content: v.string(),
  encoding: v.optional(v.picklist(["utf8", "base64"]), "utf8"),
});

/** A header name a message may carry besides those the worker writes (From, To, Subject, Date). */
const HeaderName = v.pipe(v.string(), v.regex(/^(?!(from|to|cc|bcc|subject|date|content-type)$)[A-Za-z][A-Za-z0-9-]*$/i, "reserved or malformed header name"));
// A header value never spans lines: a CR or LF would let it add headers of its own.
const HeaderValue = v.pipe(v.string(), v.regex(/^[^\r\n]*$/, "header values are one line"));

/** What `sendMail` takes: one message to one recipient. */
export const MailMessageSchema = v.object({
  to: v.pipe(v.string(), v.trim(), v.email(), v.maxLength(254)),
  subject: v.pipe(v.string(), v.regex(/^[^\r\n]*$/), v.minLength(1), v.maxLength(300)),
  text: v.string(),
  /** The HTML version, escaped by whoever wrote it (src/lib/mail/template.ts). */
  html: v.optional(v.string()),
  /** Extra headers, e.g. `List-Unsubscribe`. */
  headers: v.optional(v.record(HeaderName, HeaderValue), {}),
  attachments: v.optional(v.array(MailAttachmentSchema), []),
  lang: v.picklist(LOCALES),
  /** What the message is for (`invite`, `booking`, `contact`, …): listed in the outbox. */
  kind: v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]{0,39}$/)),
});

export type MailMessage = v.InferInput<typeof MailMessageSchema>;
export type MailAttachment = v.InferOutput<typeof MailAttachmentSchema>;
export type ParsedMailMessage = v.InferOutput<typeof MailMessageSchema>;
