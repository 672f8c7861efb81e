import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { DatabaseSync } from "node:sqlite";
import { afterEach, describe, expect, it } from "vitest";
import { createContentService, type ContentService } from "../../content-service/index.ts";
import { createCmsClient, type CmsClient } from "../cms/client.ts";
import { openSiteDatabase } from "../db/site-db.ts";
import { HttpError } from "../errors/http-error.ts";
import { bookAppointment, type BookingDeps } from "./book.ts";
import type { BookInput } from "./body.ts";
import { cancelBooking } from "./cancel.ts";
import { signCancelToken, verifyCancelToken } from "./cancel-token.ts";
import { BOOKING_TABLES } from "./tables.ts";

const APP = "unit-app";
const CLIENT = { id: `${APP}:default`, secret: "unit-secret-0123456789", role: "Owner" as const };
const TOKEN_KEY = "booking-test-key-0123456789-0123456789";
const HOUR = 3_600_000;
const NOW = Date.parse("2026-03-02T08:00:00Z");

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const f of cleanups.splice(0)) f();
});

interface Rig {
  cms: CmsClient;
  db: DatabaseSync;
  deps: (o?: Partial<BookingDeps>) => BookingDeps;
  slot: (start: number, booked?: boolean) => Promise<string>;
}

/** A real embedded content service with an appointments schema, and a real site database. */
async function rig(): Promise<Rig> {
  const dir = mkdtempSync(join(tmpdir(), "baukasten-booking-"));
  const service: ContentService = createContentService({
    dataDir: join(dir, "content"),
    app: APP,
    clients: [CLIENT],
    tokenKey: "unit-token-key-0123456789-0123456789-abcdef",
  });
  const db = openSiteDatabase(dir, [BOOKING_TABLES]);
  cleanups.push(() => {
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
    name: "appointments",
    isPublished: true,
    fields: [
      { name: "start", partitioning: "invariant", properties: { fieldType: "DateTime", isRequired: true } },
      { name: "booked", partitioning: "invariant", properties: { fieldType: "Boolean" } },
    ],
  });
  return {
    cms,
    db,
    deps: (o = {}) => ({ cms, db, tokenKey: TOKEN_KEY, minNoticeHours: 12, dailyLimit: 3, now: () => NOW, ...o }),
    slot: async (start, booked = false) =>
      (await cms.contents.create("appointments", { start: { iv: new Date(start).toISOString() }, booked: { iv: booked } }, { publish: true })).id,
  };
}

let keys = 0;
const input = (o: Partial<BookInput> = {}): BookInput => ({
  name: "Ada Lovelace",
  email: "ada@example.test",
  phone: "",
  message: "",
  language: "de",
  idempotencyKey: `key-${String(++keys).padStart(16, "0")}`,
  ...o,
});

const booked = async (cms: CmsClient, id: string) => (await cms.contents.get("appointments", id, { unpublished: true })).data.booked;
const rows = (db: DatabaseSync) => db.prepare("SELECT appointment_id, name, email, phone, message, language, state FROM bookings ORDER BY created_at").all();
const code = (p: Promise<unknown>) =>
  p.then(
    () => "ok",
    (e: unknown) => (e instanceof HttpError ? e.code : String(e)),
  );

describe("booking a slot", () => {
  it("claims the slot, keeps the visitor's details in the site database only, and answers without them", async () => {
    const r = await rig();
    const id = await r.slot(NOW + 48 * HOUR);
    const { created, answer } = await bookAppointment(r.deps(), id, input({ phone: "+49 30 1234", message: "Erstes Mal" }));
    expect(created).toBe(true);
    expect(answer.booking).toMatchObject({ appointmentId: id, state: "booked", start: new Date(NOW + 48 * HOUR).toISOString() });
    expect(JSON.stringify(answer)).not.toContain("ada@example.test");
    expect(await booked(r.cms, id)).toEqual({ iv: true });
    const item = await r.cms.contents.get("appointments", id);
    expect(JSON.stringify(item)).not.toMatch(/Ada|ada@example/);
    expect(rows(r.db)).toEqual([
      { appointment_id: id, name: "Ada Lovelace", email: "ada@example.test", phone: "+49 30 1234", message: "Erstes Mal", language: "de", state: "booked" },
    ]);
  });

  it("lets exactly one of 30 concurrent requests book one slot; the others get SlotTaken and leave nothing", async () => {
    const r = await rig();
    const id = await r.slot(NOW + 48 * HOUR);
    const results = await Promise.all(Array.from({ length: 30 }, (_, i) => code(bookAppointment(r.deps(), id, input({ email: `v${i}@example.test` })))));
    expect(results.filter((x) => x === "ok")).toHaveLength(1);
    expect(results.filter((x) => x === "SlotTaken")).toHaveLength(29);
    expect(rows(r.db)).toHaveLength(1);
  });

  it("answers a repeat with the same key and body with the first booking, and refuses the key for another body", async () => {
    const r = await rig();
    const id = await r.slot(NOW + 48 * HOUR);
    const first = input();
    const a = await bookAppointment(r.deps(), id, first);
    const b = await bookAppointment(r.deps(), id, { ...first });
    expect(b).toEqual({ created: false, answer: a.answer });
    expect(await code(bookAppointment(r.deps(), id, { ...first, name: "Someone Else" }))).toBe("IdempotencyKeyReused");
    expect(rows(r.db)).toHaveLength(1);
  });

  it("refuses a slot inside the minimum notice or in the past, and a booked or unknown one, storing nothing", async () => {
    const r = await rig();
    const soon = await r.slot(NOW + 11 * HOUR);
    const past = await r.slot(NOW - HOUR);
    const taken = await r.slot(NOW + 48 * HOUR, true);
    expect(await code(bookAppointment(r.deps(), soon, input()))).toBe("SlotTooSoon");
    expect(await code(bookAppointment(r.deps(), past, input()))).toBe("SlotTooSoon");
    expect(await code(bookAppointment(r.deps(), taken, input()))).toBe("SlotTaken");
    expect(await code(bookAppointment(r.deps(), "no-such-slot", input()))).toBe("NotFound");
    expect(await code(bookAppointment(r.deps({ minNoticeHours: 10 }), soon, input()))).toBe("ok");
    expect(rows(r.db)).toHaveLength(1);
    expect(await booked(r.cms, past)).toEqual({ iv: false });
  });

  it("limits bookings per e-mail address within 24 hours, with the wait until the oldest leaves the window", async () => {
    const r = await rig();
    const slots = await Promise.all([1, 2, 3, 4].map((d) => r.slot(NOW + d * 24 * HOUR)));
    let t = NOW;
    const deps = r.deps({ now: () => t });
    for (const s of slots.slice(0, 3)) {
      await bookAppointment(deps, s, input({ email: "Ada@Example.test".toLowerCase() }));
      t += HOUR;
    }
    const error = await bookAppointment(deps, slots[3]!, input()).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "BookingLimit", status: 429, headers: { "retry-after": String(21 * 3600) } });
    expect(await booked(r.cms, slots[3]!)).toEqual({ iv: false });
    expect(await code(bookAppointment(deps, slots[3]!, input({ email: "other@example.test" })))).toBe("ok");
  });
});

describe("cancelling a booking", () => {
  it("frees the slot with the link's token, once", async () => {
    const r = await rig();
    const id = await r.slot(NOW + 48 * HOUR);
    const { answer } = await bookAppointment(r.deps(), id, input());
    expect(await cancelBooking(r.deps(), id, answer.cancel.token)).toEqual({ id: answer.booking.id, appointmentId: id, state: "cancelled" });
    expect(await booked(r.cms, id)).toEqual({ iv: false });
    expect(await code(cancelBooking(r.deps(), id, answer.cancel.token))).toBe("NotFound");
    // The freed slot can be booked again.
    expect(await code(bookAppointment(r.deps(), id, input({ email: "bob@example.test" })))).toBe("ok");
  });

  it("refuses a forged, foreign or expired token with 404 and changes nothing", async () => {
    const r = await rig();
    const id = await r.slot(NOW + 48 * HOUR);
    const other = await r.slot(NOW + 72 * HOUR);
    const { answer } = await bookAppointment(r.deps(), id, input());
    const [bookingId, expires] = answer.cancel.token.split(".");
    const forged = [
      `${bookingId}.${expires}.${"A".repeat(43)}`,
      signCancelToken("another-key-0123456789-0123456789", bookingId!, id, NOW + 48 * HOUR),
      `${bookingId}.${Number(expires) + 3600}.${answer.cancel.token.split(".")[2]}`,
      "",
      "x.y.z",
    ];
    for (const token of forged) expect(await code(cancelBooking(r.deps(), id, token))).toBe("NotFound");
    expect(await code(cancelBooking(r.deps(), other, answer.cancel.token))).toBe("NotFound");
    // The link ends when the appointment starts.
    expect(await code(cancelBooking(r.deps({ now: () => NOW + 48 * HOUR }), id, answer.cancel.token))).toBe("NotFound");
    expect(await booked(r.cms, id)).toEqual({ iv: true });
    expect(rows(r.db)).toMatchObject([{ state: "booked" }]);
  });
});

describe("cancel tokens", () => {
  it("verify only for their appointment, key and time", () => {
    const id = "2d7a3b0e-1111-4222-8333-944455556666";
    const token = signCancelToken(TOKEN_KEY, id, "slot-a", NOW + HOUR);
    expect(verifyCancelToken(TOKEN_KEY, token, "slot-a", NOW)).toBe(id);
    expect(verifyCancelToken(TOKEN_KEY, token, "slot-b", NOW)).toBeUndefined();
    expect(verifyCancelToken(`${TOKEN_KEY}x`, token, "slot-a", NOW)).toBeUndefined();
    expect(verifyCancelToken(TOKEN_KEY, token, "slot-a", NOW + HOUR)).toBeUndefined();
  });
});
