import { createHash, randomUUID } from "node:crypto";
import type { DatabaseSync } from "node:sqlite";
import { prepared } from "../../base/prepared.ts";
import { transaction } from "../../base/sqlite.ts";
import type { BookInput } from "./body.ts";

/** The limit on bookings per e-mail address counts this window. */
export const DAILY_WINDOW_MS = 24 * 60 * 60 * 1000;

export type BookingState = "pending" | "booked" | "cancelled";

/** A booking row as the booking code reads it. */
export interface BookingRecord {
  id: string;
  appointmentId: string;
  start: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  language: string;
  state: BookingState;
  createdAt: number;
  bookedAt: number | undefined;
  cancelledAt: number | undefined;
  fingerprint: string;
}

interface Row {
  id: string;
  appointment_id: string;
  start: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  language: string;
  state: BookingState;
  created_at: number;
  booked_at: number | null;
  cancelled_at: number | null;
  fingerprint: string;
}

const toRecord = (row: Row): BookingRecord => ({
  id: row.id,
  appointmentId: row.appointment_id,
  start: row.start,
  name: row.name,
  email: row.email,
  phone: row.phone,
  message: row.message,
  language: row.language,
  state: row.state,
  createdAt: row.created_at,
  bookedAt: row.booked_at ?? undefined,
  cancelledAt: row.cancelled_at ?? undefined,
  fingerprint: row.fingerprint,
});

/** What identifies a request for its idempotency key: the slot and everything the visitor sent. */
export function fingerprint(appointmentId: string, input: BookInput): string {
  const { name, email, phone, message, language } = input;
  return createHash("sha256")
    .update(JSON.stringify([appointmentId, name, email, phone, message, language]))
    .digest("base64url");
}

/** The booking made with `key`, if any. */
export function findByKey(db: DatabaseSync, key: string): BookingRecord | undefined {
  const row = prepared(db, "SELECT * FROM bookings WHERE idempotency_key = ?").get(key) as Row | undefined;
  return row && toRecord(row);
}

/** The booking `id`, if any. */
export function findById(db: DatabaseSync, id: string): BookingRecord | undefined {
  const row = prepared(db, "SELECT * FROM bookings WHERE id = ?").get(id) as Row | undefined;
  return row && toRecord(row);
}

/** What `reserve` decided: a new pending row, the row of an earlier request with the same key, or the limit's wait. */
export type Reservation = { kind: "new"; booking: BookingRecord } | { kind: "existing"; booking: BookingRecord } | { kind: "limited"; retryAfterMs: number };

/**
 * Adds a `pending` booking for `input` in one transaction, unless its idempotency key is known
 * (`existing`) or its e-mail address made `dailyLimit` bookings within 24 hours (`limited`, with
 * the wait until the oldest of them leaves the window). Pending rows count, so concurrent
 * requests of one address cannot pass the limit together.
 */
export function reserve(db: DatabaseSync, slot: { appointmentId: string; start: string }, input: BookInput, dailyLimit: number, now: number): Reservation {
  return transaction(db, () => {
    const existing = findByKey(db, input.idempotencyKey);
    if (existing) return { kind: "existing", booking: existing };
    const recent = prepared(db, "SELECT created_at FROM bookings WHERE email = ? AND created_at > ? ORDER BY created_at").all(
      input.email,
      now - DAILY_WINDOW_MS,
    ) as unknown as { created_at: number }[];
    if (recent.length >= dailyLimit) {
      const oldest = recent[recent.length - dailyLimit]!.created_at;
      return { kind: "limited", retryAfterMs: Math.max(1000, oldest + DAILY_WINDOW_MS - now) };
    }
    const id = randomUUID();
    prepared(
      db,
      `INSERT INTO bookings (id, idempotency_key, fingerprint, appointment_id, start, name, email, phone, message, language, state, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'pending', ?)`,
    ).run(
      id,
      input.idempotencyKey,
      fingerprint(slot.appointmentId, input),
      slot.appointmentId,
      slot.start,
      input.name,
      input.email,
      input.phone,
      input.message,
      input.language,
      now,
    );
    return { kind: "new", booking: findById(db, id)! };
  });
}

/** Marks a pending booking as booked (its slot is claimed). */
export function confirm(db: DatabaseSync, id: string, now: number): BookingRecord {
  prepared(db, "UPDATE bookings SET state = 'booked', booked_at = ? WHERE id = ? AND state = 'pending'").run(now, id);
  return findById(db, id)!;
}

/** Forgets a pending booking whose slot could not be claimed: a refused request leaves nothing behind. */
export function release(db: DatabaseSync, id: string): void {
  prepared(db, "DELETE FROM bookings WHERE id = ? AND state = 'pending'").run(id);
}

/** Moves booking `id` of `appointmentId` from booked to cancelled; false when it is not booked (any more). */
export function markCancelled(db: DatabaseSync, id: string, appointmentId: string, now: number): boolean {
  return (
    Number(
      prepared(db, "UPDATE bookings SET state = 'cancelled', cancelled_at = ? WHERE id = ? AND appointment_id = ? AND state = 'booked'").run(
        now,
        id,
        appointmentId,
      ).changes,
    ) === 1
  );
}

/** Undoes `markCancelled` when the slot could not be freed. */
export function unmarkCancelled(db: DatabaseSync, id: string): void {
  prepared(db, "UPDATE bookings SET state = 'booked', cancelled_at = NULL WHERE id = ? AND state = 'cancelled'").run(id);
}

/** The admin's lists of bookings: still to come, past, cancelled. */
export const BOOKING_VIEWS = ["upcoming", "past", "cancelled"] as const;
export type BookingView = (typeof BOOKING_VIEWS)[number];

/** Bookings on one page of the admin's list. */
export const BOOKINGS_PAGE_SIZE = 25;

/**
 * Each list's condition and order: the next appointment first; the latest past one first; the
 * latest cancel first. `start` is stored as `toISOString()`, so text order is time order. Every
 * condition takes the time as its one parameter (the cancelled list only to bind alike).
 */
const VIEW_SQL: Record<BookingView, { where: string; order: string }> = {
  upcoming: { where: "state = 'booked' AND start >= ?", order: "start ASC, id" },
  past: { where: "state = 'booked' AND start < ?", order: "start DESC, id" },
  cancelled: { where: "state = 'cancelled' AND ? IS NOT NULL", order: "cancelled_at DESC, id" },
};

/** How many bookings each list holds at `now`. */
export function countBookings(db: DatabaseSync, now: number): Record<BookingView, number> {
  const at = new Date(now).toISOString();
  const count = (view: BookingView) => (prepared(db, `SELECT count(*) AS n FROM bookings WHERE ${VIEW_SQL[view].where}`).get(at) as { n: number }).n;
  return { upcoming: count("upcoming"), past: count("past"), cancelled: count("cancelled") };
}

/** Page `page` (from 1) of list `view` at `now`, with the number of pages (at least 1). */
export function listBookings(db: DatabaseSync, view: BookingView, page: number, now: number): { entries: BookingRecord[]; pages: number; total: number } {
  const at = new Date(now).toISOString();
  const { where, order } = VIEW_SQL[view];
  const total = (prepared(db, `SELECT count(*) AS n FROM bookings WHERE ${where}`).get(at) as { n: number }).n;
  const rows = prepared(db, `SELECT * FROM bookings WHERE ${where} ORDER BY ${order} LIMIT ? OFFSET ?`).all(
    at,
    BOOKINGS_PAGE_SIZE,
    (page - 1) * BOOKINGS_PAGE_SIZE,
  ) as unknown as Row[];
  return { entries: rows.map(toRecord), pages: Math.max(1, Math.ceil(total / BOOKINGS_PAGE_SIZE)), total };
}
