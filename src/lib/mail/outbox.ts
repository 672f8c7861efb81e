import type { DatabaseSync } from "node:sqlite";
import { prepared } from "../../base/prepared.ts";
import type { MailAttachment } from "./message.ts";

/** How the outbox names a message's state: kept (no SMTP), waiting for its first attempt, retrying, sent, failed. */
export type OutboxState = "outbox" | "queued" | "retrying" | "sent" | "failed";

/** A message as the outbox lists it. */
export interface OutboxEntry {
  id: number;
  state: OutboxState;
  kind: string;
  lang: string;
  recipient: string;
  subject: string;
  attempts: number;
  createdAt: number;
  sentAt: number | undefined;
  nextAttemptAt: number | undefined;
  lastError: string | undefined;
}

/** A message with its contents, as the outbox opens it. */
export interface OutboxMessage extends OutboxEntry {
  text: string;
  html: string | undefined;
  headers: Record<string, string>;
  attachments: { filename: string; contentType: string; bytes: number }[];
}

/** Messages per page of the outbox. */
export const OUTBOX_PAGE_SIZE = 25;

/**
 * Kinds whose text holds a secret only a superuser may read: an invitation's link creates an
 * account (perhaps an administrator's) for whoever opens it first; a booking confirmation's cancel
 * code cancels the visitor's booking, and it and the practitioner's notice hold the visitor's details;
 * a newsletter mail's links confirm or cancel the recipient's subscription.
 */
export const SUPERUSER_KINDS: ReadonlySet<string> = new Set(["invite", "booking", "booking-notice", "newsletter-confirm", "newsletter-welcome"]);

interface Row {
  id: number;
  status: "outbox" | "queued" | "sent" | "failed";
  kind: string;
  lang: string;
  recipient: string;
  subject: string;
  attempts: number;
  next_attempt_at: number;
  last_error: string | null;
  created_at: number;
  sent_at: number | null;
}

const COLUMNS = "id, status, kind, lang, recipient, subject, attempts, next_attempt_at, last_error, created_at, sent_at";

function entry(row: Row): OutboxEntry {
  const state: OutboxState = row.status === "queued" && row.attempts > 0 ? "retrying" : row.status;
  return {
    id: row.id,
    state,
    kind: row.kind,
    lang: row.lang,
    recipient: row.recipient,
    subject: row.subject,
    attempts: row.attempts,
    createdAt: row.created_at,
    sentAt: row.sent_at ?? undefined,
    nextAttemptAt: row.status === "queued" ? row.next_attempt_at : undefined,
    lastError: row.last_error ?? undefined,
  };
}

/** One page (from 1) of the messages, the newest first, and how many pages there are (at least 1). */
export function listOutbox(db: DatabaseSync, page: number): { entries: OutboxEntry[]; pages: number; total: number } {
  const { total } = prepared(db, "SELECT count(*) AS total FROM mail_messages").get() as { total: number };
  const rows = prepared(db, `SELECT ${COLUMNS} FROM mail_messages ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`).all(
    OUTBOX_PAGE_SIZE,
    (page - 1) * OUTBOX_PAGE_SIZE,
  ) as unknown as Row[];
  return { entries: rows.map(entry), pages: Math.max(1, Math.ceil(total / OUTBOX_PAGE_SIZE)), total };
}

/** The message `id` with its contents; undefined when there is none. */
export function openOutboxMessage(db: DatabaseSync, id: number): OutboxMessage | undefined {
  const row = prepared(db, `SELECT ${COLUMNS}, text, html, headers, attachments FROM mail_messages WHERE id = ?`).get(id) as
    (Row & { text: string; html: string | null; headers: string; attachments: string }) | undefined;
  if (!row) return undefined;
  const attachments = JSON.parse(row.attachments) as MailAttachment[];
  return {
    ...entry(row),
    text: row.text,
    html: row.html ?? undefined,
    headers: JSON.parse(row.headers) as Record<string, string>,
    attachments: attachments.map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      bytes: a.encoding === "base64" ? Buffer.from(a.content, "base64").length : Buffer.byteLength(a.content),
    })),
  };
}
