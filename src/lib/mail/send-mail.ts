import type { DatabaseSync } from "node:sqlite";
import { prepared } from "../../base/prepared.ts";
import { parseOrThrow } from "../parse.ts";
import { MailMessageSchema, type MailMessage } from "./message.ts";

/** How a message is queued: `deliver` false (no SMTP configured) keeps it in the outbox, never sent. */
export interface Enqueue {
  deliver: boolean;
  now?: number;
}

/**
 * Puts `message` into the site database's mail queue and returns its id at once: delivery happens
 * in the mail worker (src/lib/mail/worker.ts), so a slow or broken SMTP server never holds up or
 * fails the request that sent it. Throws only on a malformed message (a programming error).
 */
export function enqueueMail(db: DatabaseSync, message: MailMessage, { deliver, now = Date.now() }: Enqueue): number {
  const m = parseOrThrow(MailMessageSchema, message, "mail message");
  const result = prepared(
    db,
    `INSERT INTO mail_messages (status, kind, lang, recipient, subject, text, html, headers, attachments, next_attempt_at, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    deliver ? "queued" : "outbox",
    m.kind,
    m.lang,
    m.to,
    m.subject,
    m.text,
    m.html ?? null,
    JSON.stringify(m.headers),
    JSON.stringify(m.attachments),
    now,
    now,
  );
  return Number(result.lastInsertRowid);
}

/** The site's mail: `sendMail` queues a message (see `enqueueMail`) and tells who listens (the worker wakes). */
export interface Mailer {
  /** Whether queued messages are delivered (SMTP_URL set) or kept in the outbox. */
  readonly delivers: boolean;
  sendMail(message: MailMessage): number;
  /** Calls `listener` after each message queued for delivery; returns a function that stops it. */
  onQueued(listener: () => void): () => void;
}

/** A mailer on `db`: with `deliver` (SMTP_URL set) messages are queued for the worker, else kept in the outbox. */
export function createMailer(db: DatabaseSync, { deliver }: { deliver: boolean }): Mailer {
  const listeners = new Set<() => void>();
  return {
    delivers: deliver,
    sendMail(message) {
      const id = enqueueMail(db, message, { deliver });
      if (deliver) for (const listener of listeners) listener();
      return id;
    },
    onQueued(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * Queues the mail `build` makes, after what a request saved: a mail that cannot be made or queued
 * is logged as `what` and never undoes or fails the request (the editors still find the saved
 * booking, message or entry in the admin). Answers whether it was queued.
 */
export function sendMailAfter(mail: Mailer, what: string, build: () => MailMessage): boolean {
  try {
    mail.sendMail(build());
    return true;
  } catch (error) {
    console.error(`${what} could not be queued`, error);
    return false;
  }
}
