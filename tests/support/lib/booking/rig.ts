import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { DatabaseSync } from "node:sqlite";
import { onTestFinished } from "vitest";
import { createContentService, type ContentService } from "../../../../src/content-service/index.ts";
import { createCmsClient, type CmsClient } from "../../../../src/lib/cms/client.ts";
import { openSiteDatabase } from "../../../../src/lib/db/site-db.ts";
import { HttpError } from "../../../../src/lib/errors/http-error.ts";
import { createMailer, type Mailer } from "../../../../src/lib/mail/send-mail.ts";
import { MAIL_TABLES } from "../../../../src/lib/mail/tables.ts";
import type { BookingDeps } from "../../../../src/lib/booking/book.ts";
import type { BookInput } from "../../../../src/lib/booking/body.ts";
import { BOOKING_TABLES } from "../../../../src/lib/booking/tables.ts";

/**
 * The booking tests' rig (for the unit tests of src/lib/booking): a real embedded content service with
 * appointment and practitioner schemas, a real site database with the mail queue, and readers of
 * what they hold. Each rig is removed when its test ends.
 */
export const APP = "unit-app";
export const CLIENT = { id: `${APP}:default`, secret: "unit-secret-0123456789", role: "Owner" as const };
export const TOKEN_KEY = "booking-test-key-0123456789-0123456789";
export const HOUR = 3_600_000;
export const NOW = Date.parse("2026-03-02T08:00:00Z");
export const SITE = "https://kurse.example.test";

export interface Rig {
  cms: CmsClient;
  db: DatabaseSync;
  deps: (o?: Partial<BookingDeps>) => BookingDeps;
  slot: (start: number, booked?: boolean, extra?: { practitioner?: string; durationMinutes?: number }) => Promise<string>;
  practitioner: (data: { name: string; email?: string; languages?: string[] }) => Promise<string>;
}

/** A real embedded content service with an appointments schema, and a real site database. */
export async function rig(): Promise<Rig> {
  const dir = mkdtempSync(join(tmpdir(), "baukasten-booking-"));
  const service: ContentService = createContentService({
    dataDir: join(dir, "content"),
    app: APP,
    clients: [CLIENT],
    tokenKey: "unit-token-key-0123456789-0123456789-abcdef",
  });
  const db = openSiteDatabase(dir, [BOOKING_TABLES, MAIL_TABLES]);
  const mail: Mailer = createMailer(db, { deliver: false });
  onTestFinished(() => {
    service.close();
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const cms = createCmsClient({
    baseUrl: "http://embedded",
    app: APP,
    clientId: CLIENT.id,
    clientSecret: CLIENT.secret,
    fetch: ((i: RequestInfo | URL, init?: RequestInit) => service.fetch(new Request(i, init))) as typeof fetch,
  });
  await cms.schemas.create({
    name: "practitioners",
    isPublished: true,
    fields: [
      { name: "name", partitioning: "invariant", properties: { fieldType: "String", isRequired: true } },
      { name: "email", partitioning: "invariant", properties: { fieldType: "String" } },
      { name: "languages", partitioning: "invariant", properties: { fieldType: "Tags" } },
    ],
  });
  await cms.schemas.create({
    name: "appointments",
    isPublished: true,
    fields: [
      { name: "start", partitioning: "invariant", properties: { fieldType: "DateTime", isRequired: true } },
      { name: "booked", partitioning: "invariant", properties: { fieldType: "Boolean" } },
      { name: "practitioner", partitioning: "invariant", properties: { fieldType: "References" } },
      { name: "durationMinutes", partitioning: "invariant", properties: { fieldType: "Number" } },
    ],
  });
  return {
    cms,
    db,
    deps: (o = {}) => ({ cms, db, mail, siteUrl: SITE, tokenKey: TOKEN_KEY, minNoticeHours: 12, dailyLimit: 3, now: () => NOW, ...o }),
    slot: async (start, booked = false, extra = {}) =>
      (
        await cms.contents.create(
          "appointments",
          {
            start: { iv: new Date(start).toISOString() },
            booked: { iv: booked },
            ...(extra.practitioner ? { practitioner: { iv: [extra.practitioner] } } : {}),
            ...(extra.durationMinutes ? { durationMinutes: { iv: extra.durationMinutes } } : {}),
          },
          { publish: true },
        )
      ).id,
    practitioner: async ({ name, email, languages }) =>
      (
        await cms.contents.create(
          "practitioners",
          { name: { iv: name }, ...(email ? { email: { iv: email } } : {}), ...(languages ? { languages: { iv: languages } } : {}) },
          { publish: true },
        )
      ).id,
  };
}

let keys = 0;
export const input = (o: Partial<BookInput> = {}): BookInput => ({
  name: "Ada Lovelace",
  email: "ada@example.test",
  phone: "",
  message: "",
  language: "de",
  idempotencyKey: `key-${String(++keys).padStart(16, "0")}`,
  ...o,
});

export interface Mail {
  kind: string;
  lang: string;
  recipient: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  attachments: { filename: string; contentType: string; content: string }[];
}
/** The messages in the outbox, oldest first, with their contents. */
export const outbox = (db: DatabaseSync): Mail[] =>
  (
    db.prepare("SELECT kind, lang, recipient, subject, text, html, headers, attachments FROM mail_messages ORDER BY id").all() as unknown as Record<
      string,
      string
    >[]
  ).map((m) => ({ ...m, headers: JSON.parse(m.headers!), attachments: JSON.parse(m.attachments!) }) as Mail);

export const booked = async (cms: CmsClient, id: string) => (await cms.contents.get("appointments", id, { unpublished: true })).data.booked;
export const rows = (db: DatabaseSync) =>
  db.prepare("SELECT appointment_id, name, email, phone, message, language, state FROM bookings ORDER BY created_at").all();
export const code = (p: Promise<unknown>) =>
  p.then(
    () => "ok",
    (e: unknown) => (e instanceof HttpError ? e.code : String(e)),
  );
