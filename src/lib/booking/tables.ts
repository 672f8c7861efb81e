import type { TableSet } from "../db/site-db.ts";

/**
 * The booking domain's table in the site database. It holds the visitor's details, which never go
 * to the content service: the appointment item only gets its public `booked` flag. A row is
 * `pending` while its slot is being claimed, `booked` once claimed, `cancelled` after a cancel;
 * `idempotency_key` makes a retried request find its first answer.
 */
export const BOOKING_TABLES: TableSet = {
  domain: "booking",
  migrations: [
    `CREATE TABLE bookings (
       id TEXT PRIMARY KEY,
       idempotency_key TEXT NOT NULL UNIQUE,
       fingerprint TEXT NOT NULL,
       appointment_id TEXT NOT NULL,
       start TEXT NOT NULL,
       name TEXT NOT NULL,
       email TEXT NOT NULL COLLATE NOCASE,
       phone TEXT NOT NULL DEFAULT '',
       message TEXT NOT NULL DEFAULT '',
       language TEXT NOT NULL,
       state TEXT NOT NULL CHECK (state IN ('pending', 'booked', 'cancelled')),
       created_at INTEGER NOT NULL,
       booked_at INTEGER,
       cancelled_at INTEGER
     );
     CREATE INDEX bookings_email ON bookings(email, created_at);
     CREATE INDEX bookings_appointment ON bookings(appointment_id, state);`,
  ],
};
