import type { DatabaseSync } from "node:sqlite";
import { prepared } from "../../base/prepared.ts";

/** A registration row. */
export interface RegistrationRecord {
  practitionerId: string;
  email: string;
  language: string;
  createdAt: number;
  updatedAt: number;
  verifiedAt: number | undefined;
}

interface Row {
  practitioner_id: string;
  email: string;
  language: string;
  created_at: number;
  updated_at: number;
  verified_at: number | null;
}

const toRecord = (row: Row): RegistrationRecord => ({
  practitionerId: row.practitioner_id,
  email: row.email,
  language: row.language,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  verifiedAt: row.verified_at ?? undefined,
});

/** The registration of practitioner `id`, if it was made through the form. */
export function findRegistration(db: DatabaseSync, practitionerId: string): RegistrationRecord | undefined {
  const row = prepared(db, "SELECT * FROM practitioner_registrations WHERE practitioner_id = ?").get(practitionerId) as Row | undefined;
  return row && toRecord(row);
}

/** Records a new registration (address not yet verified). */
export function addRegistration(db: DatabaseSync, record: { practitionerId: string; email: string; language: string }, now: number): void {
  prepared(db, "INSERT INTO practitioner_registrations (practitioner_id, email, language, created_at, updated_at) VALUES (?, ?, ?, ?, ?)").run(
    record.practitionerId,
    record.email,
    record.language,
    now,
    now,
  );
}

/**
 * Notes an edit: the language, and the address when it changed (then unverified again). An
 * entry made in the admin gets its first row here.
 */
export function noteEdit(db: DatabaseSync, record: { practitionerId: string; email: string; language: string }, now: number): void {
  prepared(
    db,
    `INSERT INTO practitioner_registrations (practitioner_id, email, language, created_at, updated_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT(practitioner_id) DO UPDATE SET
       verified_at = CASE WHEN email = excluded.email THEN verified_at ELSE NULL END,
       email = excluded.email, language = excluded.language, updated_at = excluded.updated_at`,
  ).run(record.practitionerId, record.email, record.language, now, now);
}

/** Marks the address of a registration verified; false when there is no such registration or the address changed. */
export function markVerified(db: DatabaseSync, practitionerId: string, email: string, now: number): boolean {
  const result = prepared(db, "UPDATE practitioner_registrations SET verified_at = COALESCE(verified_at, ?) WHERE practitioner_id = ? AND email = ?").run(
    now,
    practitionerId,
    email,
  );
  return Number(result.changes) === 1;
}
