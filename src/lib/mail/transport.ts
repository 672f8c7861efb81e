import { createTransport } from "nodemailer";
import type { MailAttachment } from "./message.ts";

/** One message as the worker hands it to a transport. */
export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string | undefined;
  headers: Record<string, string>;
  attachments: MailAttachment[];
  /** The same on every attempt, so a receiver can tell a message sent again from a new one. */
  messageId: string;
}

/** Hands messages to a mail server; a rejection's `responseCode` (SMTP reply code) tells a lasting refusal (5xx) from a passing one. */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * A transport over SMTP to `smtpUrl` (`smtp://user:pass@host:587`, `smtps://…:465`; nodemailer reads
 * its options from the query too, e.g. `?ignoreTLS=true`). Time limits keep one dead server from
 * holding the worker longer than its lease on a message.
 */
export function smtpTransport(smtpUrl: string): MailTransport {
  const transporter = createTransport({ url: smtpUrl, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 });
  return {
    async send(mail) {
      await transporter.sendMail({
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html === undefined ? {} : { html: mail.html }),
        headers: mail.headers,
        messageId: mail.messageId,
        attachments: mail.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content, encoding: a.encoding })),
      });
    },
    close: () => transporter.close(),
  };
}
