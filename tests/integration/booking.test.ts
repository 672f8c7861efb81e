import { readFileSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signCancelToken } from "../../src/lib/booking/cancel-token.ts";
import { formStamp } from "../../src/lib/visitor-forms/index.ts";
import { call, startSiteAsEditor } from "../helpers/http.ts";
import type { Site } from "../helpers/site.ts";

const APP = "baukasten";
const HOUR = 3_600_000;
/** Concurrent requests per slot, and slots raced for. */
const RACERS = 50;
const ROUNDS = 100;

let site: Site;
let editor: string;
let practitioner: string;
/** A form stamp older than the minimum fill time, as the island sends it (valid for 24 hours). */
let stamp: string;
beforeAll(async () => {
  // The races send a thousand bookings from one address: the address quota is tested in booking-pages.test.ts.
  ({ site, cookie: editor } = await startSiteAsEditor({ env: { VISITOR_FORM_ADDRESS_LIMIT: "100000" } }));
  const { tokenKey } = JSON.parse(readFileSync(join(site.dataDir, "secrets.json"), "utf8")) as { tokenKey: string };
  stamp = formStamp(tokenKey, Date.now() - 60_000);
  const res = await call(site, `/cms/api/content/${APP}/practitioners?$top=1`, { cookie: editor });
  practitioner = ((await res.json()) as { items: { id: string }[] }).items[0]!.id;
});
afterAll(async () => {
  await site?.stop();
});

/** A published appointment starting at `start` (ms), created by the editor through the proxy. */
async function slot(start: number): Promise<string> {
  const res = await call(site, `/cms/api/content/${APP}/appointments?publish=true`, {
    cookie: editor,
    body: { start: { iv: new Date(start).toISOString() }, booked: { iv: false }, practitioner: { iv: [practitioner] } },
  });
  if (res.status !== 201) throw new Error(`slot: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}

/** The appointment's `booked` flag as the content service holds it. */
async function booked(id: string): Promise<unknown> {
  const res = await call(site, `/cms/api/content/${APP}/appointments/${id}`, { cookie: editor, headers: { "x-unpublished": "1" } });
  return ((await res.json()) as { data: { booked?: { iv: unknown } } }).data.booked?.iv;
}

/** The booking rows of the site database, read straight from its file. */
function bookings(appointmentId?: string): { id: string; state: string; email: string }[] {
  const db = new DatabaseSync(join(site.dataDir, "site.db"), { readOnly: true });
  try {
    const sql = `SELECT id, state, email FROM bookings${appointmentId ? " WHERE appointment_id = ?" : ""} ORDER BY created_at`;
    return db.prepare(sql).all(...(appointmentId ? [appointmentId] : [])) as unknown as { id: string; state: string; email: string }[];
  } finally {
    db.close();
  }
}

let n = 0;
const visitor = (o: Record<string, unknown> = {}) => {
  n++;
  return {
    name: `Visitor ${n}`,
    email: `visitor-${n}@example.test`,
    language: "de",
    idempotencyKey: `booking-key-${String(n).padStart(8, "0")}`,
    website: "",
    formStamp: stamp,
    ...o,
  };
};
const book = (id: string, body: unknown, o: Parameters<typeof call>[2] = {}) => call(site, `/api/appointments/${id}/book`, { body, ...o });
const cancel = (id: string, token: unknown) => call(site, `/api/appointments/${id}/cancel`, { body: { token } });
const inDays = (days: number) => Date.now() + days * 24 * HOUR;

interface Answer {
  booking: { id: string; appointmentId: string; start: string; state: string };
  cancel: { url: string; token: string; expiresAt: string };
}

/**
 * `rounds` fresh slots, each raced for by RACERS requests that are built first and released
 * together: exactly one books it, the others get 409 SlotTaken, one booking is stored.
 */
async function race(rounds: number): Promise<void> {
  const slots: string[] = [];
  for (let round = 0; round < rounds; round++) slots.push(await slot(inDays(2) + round * 60_000));
  const started = performance.now();
  for (const id of slots) {
    let release!: () => void;
    const barrier = new Promise<void>((resolve) => (release = resolve));
    const racers = Array.from({ length: RACERS }, async () => {
      const body = visitor();
      await barrier;
      const res = await book(id, body);
      return { status: res.status, body: (await res.json()) as { error?: string } };
    });
    release();
    const results = await Promise.all(racers);
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    const refused = results.filter((r) => r.status !== 201);
    expect(refused.map((r) => `${r.status} ${r.body.error}`)).toEqual(Array(RACERS - 1).fill("409 SlotTaken"));
    expect(bookings(id).map((b) => b.state)).toEqual(["booked"]);
    expect(await booked(id)).toBe(true);
  }
  console.log(`booking race: ${rounds} rounds of ${RACERS} in ${Math.round(performance.now() - started)} ms`);
}

describe("booking one slot concurrently", () => {
  // 100 rounds took 11.8 s at load 10 on 2 cores (2026-11-28): 120 s leaves a factor of 10.
  it(`${RACERS} requests released together on one slot, ${ROUNDS} rounds: exactly one books it, the others get 409 SlotTaken`, () => race(ROUNDS), 120_000);
});

describe("booking", () => {
  it("answers 201 with the booking and a cancel link, and a repeat with the same key and body with 200 and the same answer", async () => {
    const id = await slot(inDays(3));
    const body = visitor({ phone: "+49 30 123456", message: "Zum ersten Mal hier." });
    const first = await book(id, body);
    expect(first.status).toBe(201);
    const answer = (await first.json()) as Answer;
    expect(answer.booking).toMatchObject({ appointmentId: id, state: "booked" });
    expect(answer.cancel.url).toBe(`/api/appointments/${id}/cancel`);
    expect(JSON.stringify(answer)).not.toContain(body.email as string);
    const again = await book(id, body);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(answer);
    const otherBody = await book(id, { ...body, name: "Someone Else" });
    expect(otherBody.status).toBe(422);
    expect(((await otherBody.json()) as { error: string }).error).toBe("IdempotencyKeyReused");
    expect(bookings(id)).toHaveLength(1);
  });

  it("answers concurrent repeats of one request (same key) with the same booking, never a second one or an error", async () => {
    const id = await slot(inDays(3) + HOUR);
    const body = visitor();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => book(id, body).then(async (r) => ({ status: r.status, json: (await r.json()) as Answer }))),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.json.booking.id)).size).toBe(1);
    expect(bookings(id)).toHaveLength(1);
  });

  it("refuses a slot inside the minimum notice (12 hours by default) or in the past with 422 SlotTooSoon, storing nothing", async () => {
    const soon = await slot(Date.now() + 6 * HOUR);
    const past = await slot(Date.now() - HOUR);
    for (const id of [soon, past]) {
      const res = await book(id, visitor());
      expect(res.status).toBe(422);
      expect(await res.json()).toMatchObject({ error: "SlotTooSoon", message: expect.stringContaining("zu bald") });
      expect(bookings(id)).toEqual([]);
      expect(await booked(id)).toBe(false);
    }
  });

  it("limits one e-mail address to 3 bookings within 24 hours: the 4th gets 429 BookingLimit with Retry-After", async () => {
    const email = "frequent@example.test";
    for (let i = 0; i < 3; i++) expect((await book(await slot(inDays(4) + i * HOUR), visitor({ email }))).status).toBe(201);
    const fourth = await slot(inDays(4) + 3 * HOUR);
    const res = await book(fourth, visitor({ email: "Frequent@Example.test" }));
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(23 * 3600);
    expect(((await res.json()) as { error: string }).error).toBe("BookingLimit");
    expect(await booked(fourth)).toBe(false);
    expect(bookings(fourth)).toEqual([]);
  });

  it("404 for an unknown slot, 403 from another origin, 415/400 for bad bodies; nothing stored", async () => {
    const id = await slot(inDays(5));
    expect((await book("no-such-slot", visitor())).status).toBe(404);
    expect((await book(id, visitor(), { origin: "https://evil.example" })).status).toBe(403);
    expect((await book(id, visitor(), { origin: null })).status).toBe(403);
    expect((await book(id, visitor(), { contentType: "text/plain" })).status).toBe(415);
    expect((await book(id, visitor({ email: "not-an-address" }))).status).toBe(400);
    expect((await book(id, visitor({ message: "x".repeat(2001) }))).status).toBe(400);
    expect((await call(site, `/api/appointments/${id}/book`)).status).toBe(405);
    expect(bookings(id)).toEqual([]);
    expect(await booked(id)).toBe(false);
  });

  it("keeps the visitor's details out of the public content API and GraphQL", async () => {
    const id = await slot(inDays(5) + HOUR);
    const body = visitor({ email: "private-person@example.test", name: "Private Person" });
    expect((await book(id, body)).status).toBe(201);
    const rest = await call(site, "/api/rest", { body: { url: `api/content/${APP}/appointments/${id}`, language: "de", cache: false } });
    const restText = await rest.text();
    expect(rest.status).toBe(200);
    expect(restText).toContain(id);
    const gql = await call(site, "/api/graphql", {
      body: { graphquery: "{ queryAppointmentsContents(top: 500) { id flatData { booked } } }", key: "", language: "de", cache: false },
    });
    const gqlText = await gql.text();
    expect(gql.status).toBe(200);
    expect(gqlText).toContain(id);
    for (const text of [restText, gqlText]) expect(text).not.toMatch(/private-person|Private Person/);
  });
});

describe("cancelling", () => {
  it("frees the slot with the link's token, once; the slot can be booked again", async () => {
    const id = await slot(inDays(6));
    const answer = (await (await book(id, visitor())).json()) as Answer;
    const res = await cancel(id, answer.cancel.token);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: answer.booking.id, appointmentId: id, state: "cancelled" });
    expect(await booked(id)).toBe(false);
    expect((await cancel(id, answer.cancel.token)).status).toBe(404);
    expect((await book(id, visitor())).status).toBe(201);
  });

  it("404 for a forged, foreign or expired token, with nothing changed", async () => {
    const id = await slot(inDays(6) + HOUR);
    const other = await slot(inDays(6) + 2 * HOUR);
    const answer = (await (await book(id, visitor())).json()) as Answer;
    const [bookingId, expires, mac] = answer.cancel.token.split(".");
    const { tokenKey } = site.secrets();
    const tokens = [
      `${bookingId}.${expires}.${mac!.slice(0, -1)}${mac!.endsWith("A") ? "B" : "A"}`,
      `${bookingId}.${Number(expires) + 60}.${mac}`,
      signCancelToken("not-the-servers-key-0123456789-abcdef", bookingId!, id, Date.parse(answer.booking.start)),
      // Signed with the server's key, but expired an hour ago.
      signCancelToken(tokenKey, bookingId!, id, Date.now() - HOUR),
      "",
    ];
    for (const token of tokens) expect((await cancel(id, token)).status, token).toBe(404);
    expect((await cancel(other, answer.cancel.token)).status).toBe(404);
    expect(await booked(id)).toBe(true);
    expect(bookings(id).map((b) => b.state)).toEqual(["booked"]);
  });
});

describe("fuzzed booking and cancel bodies", () => {
  const text = fc.oneof(fc.string({ maxLength: 40 }), fc.string({ unit: "binary", maxLength: 300 }), fc.anything());
  // The key is never valid (too short or not a string), so no body can be a booking.
  const badKey = fc.oneof(
    fc.string({ maxLength: 15 }),
    fc.anything().filter((x) => typeof x !== "string"),
  );
  const bookBody = fc.record(
    {
      name: fc.oneof(fc.string({ maxLength: 200 }), fc.anything()),
      email: fc.oneof(fc.emailAddress(), text),
      phone: text,
      message: fc.oneof(fc.string({ maxLength: 2100 }), fc.anything()),
      language: fc.oneof(fc.constantFrom("de", "en"), text),
      idempotencyKey: badKey,
      extra: fc.anything(),
    },
    { requiredKeys: ["idempotencyKey"] },
  );
  const raw = (json: fc.Arbitrary<unknown>) =>
    fc.oneof(
      json.map((v) => ({ text: JSON.stringify(v) ?? "null", type: "application/json" })),
      fc.json().map((t) => ({ text: t, type: "application/json" })),
      fc.string({ unit: "binary", maxLength: 300 }).map((t) => ({ text: t, type: "application/json" })),
      fc.tuple(fc.string({ maxLength: 200 }), fc.constantFrom("text/plain", "application/x-www-form-urlencoded", "")).map(([t, type]) => ({ text: t, type })),
    );

  it("no answer ≥ 500 and nothing stored or changed", async () => {
    const id = await slot(inDays(7));
    const before = bookings().length;
    const statuses = new Set<number>();
    for (const [path, arb] of [
      [`/api/appointments/${id}/book`, raw(bookBody)],
      [`/api/appointments/${id}/cancel`, raw(fc.record({ token: text, extra: fc.anything() }, { requiredKeys: [] }))],
    ] as const) {
      await fc.assert(
        fc.asyncProperty(arb, async ({ text: body, type }) => {
          const headers: Record<string, string> = { origin: site.url };
          if (type) headers["content-type"] = type;
          const res = await fetch(`${site.url}${path}`, { method: "POST", headers, body, redirect: "manual" });
          const answer = await res.text();
          statuses.add(res.status);
          expect(res.status, `${path} ${type} ${body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
          expect(res.status, `${path} ${type} ${body.slice(0, 200)}: ${answer.slice(0, 200)}`).toBeLessThan(500);
        }),
        { numRuns: 150 },
      );
    }
    expect(bookings().length).toBe(before);
    expect(await booked(id)).toBe(false);
    expect(site.output()).not.toMatch(/unhandled|uncaught/i);
    expect([...statuses].every((s) => s >= 400 && s < 500)).toBe(true);
  });
});
