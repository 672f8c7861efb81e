import type { DatabaseSync } from "node:sqlite";
import { prepared } from "../../base/prepared.ts";

/** A stored contact message as the admin reads it. */
export interface ContactMessage {
  id: number;
  practitionerId: string;
  practitionerName: string;
  senderName: string;
  senderEmail: string;
  message: string;
  language: string;
  createdAt: number;
  readAt: number | undefined;
}

/** What a new message holds. */
export type NewContactMessage = Omit<ContactMessage, "id" | "createdAt" | "readAt">;

/** Messages per page of the admin's list. */
export const MESSAGES_PAGE_SIZE = 25;

interface Row {
  id: number;
  practitioner_id: string;
  practitioner_name: string;
  sender_name: string;
  sender_email: string;
  message: string;
  language: string;
  created_at: number;
  read_at: number | null;
}

const toMessage = (row: Row): ContactMessage => ({
  id: row.id,
  practitionerId: row.practitioner_id,
  practitionerName: row.practitioner_name,
  senderName: row.sender_name,
  senderEmail: row.sender_email,
  message: row.message,
  language: row.language,
  createdAt: row.created_at,
  readAt: row.read_at ?? undefined,
});

/** Stores `message` as unread and returns its id. */
export function insertContactMessage(db: DatabaseSync, message: NewContactMessage, now: number): number {
  const result = prepared(
    db,
    `INSERT INTO contact_messages (practitioner_id, practitioner_name, sender_name, sender_email, message, language, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(message.practitionerId, message.practitionerName, message.senderName, message.senderEmail, message.message, message.language, now);
  return Number(result.lastInsertRowid);
}

/** One page (from 1) of the messages, the newest first, how many pages there are (at least 1), how many in all and unread. */
export function listContactMessages(db: DatabaseSync, page: number): { entries: ContactMessage[]; pages: number; total: number; unread: number } {
  const { total, unread } = prepared(db, "SELECT count(*) AS total, count(*) - count(read_at) AS unread FROM contact_messages").get() as {
    total: number;
    unread: number;
  };
  const rows = prepared(db, "SELECT * FROM contact_messages ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?").all(
    MESSAGES_PAGE_SIZE,
    (page - 1) * MESSAGES_PAGE_SIZE,
  ) as unknown as Row[];
  return { entries: rows.map(toMessage), pages: Math.max(1, Math.ceil(total / MESSAGES_PAGE_SIZE)), total, unread };
}

/** The message `id`; undefined when there is none. */
export function findContactMessage(db: DatabaseSync, id: number): ContactMessage | undefined {
  const row = prepared(db, "SELECT * FROM contact_messages WHERE id = ?").get(id) as Row | undefined;
  return row && toMessage(row);
}

/** Marks message `id` read (keeping when it was first read) or unread again; false when there is no such message. */
export function markContactMessage(db: DatabaseSync, id: number, read: boolean, now: number): boolean {
  const result = read
    ? prepared(db, "UPDATE contact_messages SET read_at = coalesce(read_at, ?) WHERE id = ?").run(now, id)
    : prepared(db, "UPDATE contact_messages SET read_at = NULL WHERE id = ?").run(id);
  return Number(result.changes) === 1;
}

/** Deletes message `id`; false when there is no such message. */
export function deleteContactMessage(db: DatabaseSync, id: number): boolean {
  return Number(prepared(db, "DELETE FROM contact_messages WHERE id = ?").run(id).changes) === 1;
}
