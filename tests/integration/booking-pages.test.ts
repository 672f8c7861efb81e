import { readFileSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signCancelToken } from "../../src/lib/booking/cancel-token.ts";
import { formStamp } from "../../src/lib/visitor-forms/index.ts";
import { call, startSiteAsEditor } from "../helpers/http.ts";
import type { Site } from "../helpers/site.ts";

// The visitor side of booking over real HTTP: the open slots, the booking page without JavaScript
// (a form POST), the cancel page behind the mail's link, and the island's hidden fields on the
// JSON endpoint. A small address limit, so the quota is seen too.

const APP = "baukasten";
const HOUR = 3_600_000;
const ADDRESS_LIMIT = 40;

let site: Site;
let editor: string;
let practitioner: string;
let tokenKey: string;
beforeAll(async () => {
  ({ site, cookie: editor } = await startSiteAsEditor({ env: { VISITOR_FORM_ADDRESS_LIMIT: String(ADDRESS_LIMIT), VISITOR_FORM_MIN_FILL_MS: "3000" } }));
  ({ tokenKey } = JSON.parse(readFileSync(join(site.dataDir, "secrets.json"), "utf8")) as { tokenKey: string });
  // A practitioner the site shows: the one of a listed seeded slot.
  const [listed] = await openIds();
  const res = await call(site, `/cms/api/content/${APP}/appointments/${listed}`, { cookie: editor });
  practitioner = ((await res.json()) as { data: { practitioner: { iv: string[] } } }).data.practitioner.iv[0]!;
});
afterAll(async () => {
  await site?.stop();
});

async function slot(start: number, data: Record<string, unknown> = {}): Promise<string> {
  const res = await call(site, `/cms/api/content/${APP}/appointments?publish=true`, {
    cookie: editor,
    body: { start: { iv: new Date(start).toISOString() }, booked: { iv: false }, practitioner: { iv: [practitioner] }, durationMinutes: { iv: 45 }, ...data },
  });
  if (res.status !== 201) throw new Error(`slot: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}

function bookings(appointmentId?: string): { id: string; state: string; email: string; language: string }[] {
  const db = new DatabaseSync(join(site.dataDir, "site.db"), { readOnly: true });
  try {
    const sql = `SELECT id, state, email, language FROM bookings${appointmentId ? " WHERE appointment_id = ?" : ""} ORDER BY created_at`;
    return db.prepare(sql).all(...(appointmentId ? [appointmentId] : [])) as unknown as { id: string; state: string; email: string; language: string }[];
  } finally {
    db.close();
  }
}

const inDays = (days: number) => Date.now() + days * 24 * HOUR;
/** A stamp as a form handed out a minute ago carries. */
const oldStamp = () => formStamp(tokenKey, Date.now() - 60_000);
const openIds = async (query = "days=60") =>
  ((await (await call(site, `/api/appointments?${query}`)).json()) as { slots: { id: string }[] }).slots.map((s) => s.id);
const form = (path: string, fields: Record<string, string>, o: { origin?: string | null; cookie?: string } = {}) =>
  call(site, path, { raw: new URLSearchParams(fields).toString(), contentType: "application/x-www-form-urlencoded", ...o });

let n = 0;
const visitor = (o: Record<string, string> = {}) => {
  n++;
  return {
    name: `Page Visitor ${n}`,
    email: `page-visitor-${n}@example.test`,
    phone: "",
    message: "",
    website: "",
    formStamp: oldStamp(),
    idempotencyKey: crypto.randomUUID(),
    ...o,
  };
};

describe("GET /api/appointments", () => {
  it("lists the free slots after the minimum notice with no personal data, never cached, with a fresh stamp", async () => {
    const free = await slot(inDays(2));
    const soon = await slot(Date.now() + 2 * HOUR);
    const taken = await slot(inDays(2) + HOUR, { booked: { iv: true } });
    const res = await call(site, `/api/appointments?practitioner=${practitioner}&days=5&lang=en`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const body = (await res.json()) as {
      slots: { id: string; start: string; durationMinutes: number; practitioner: { name: string; path: string } }[];
      stamp: string;
    };
    const ids = body.slots.map((s) => s.id);
    expect(ids).toContain(free);
    expect(ids).not.toContain(soon);
    expect(ids).not.toContain(taken);
    expect(body.slots.find((s) => s.id === free)).toMatchObject({
      durationMinutes: 45,
      practitioner: { path: expect.stringMatching(/^\/en\/practitioners\//) },
    });
    expect([...body.slots.map((s) => s.start)]).toEqual([...body.slots.map((s) => s.start)].sort());
    expect(body.stamp).toMatch(/^\d{13}\.[A-Za-z0-9_-]{43}$/);
    expect(Object.keys(body)).toEqual(["slots", "stamp"]);
  });

  it("answers 400 for a bad query and 405 for other methods", async () => {
    for (const query of ["days=0", "days=61", "days=abc", "practitioner=..%2Fx", "lang=fr", "other=1"]) {
      expect((await call(site, `/api/appointments?${query}`)).status, query).toBe(400);
    }
    expect((await call(site, "/api/appointments", { body: {} })).status).toBe(405);
  });
});

describe("the island's hidden fields on POST /api/appointments/:id/book", () => {
  it("refuses a filled honeypot, a forged stamp, a missing or too fresh one with 422 in the body's language, storing nothing", async () => {
    const id = await slot(inDays(3));
    const cases: [Record<string, string>, string][] = [
      [{ website: "https://spam.example" }, "FormRefused"],
      [{ formStamp: `${Date.now() - 60_000}.${"A".repeat(43)}` }, "FormRefused"],
      [{ formStamp: "" }, "FormTooFast"],
      [{ formStamp: formStamp(tokenKey) }, "FormTooFast"],
    ];
    for (const [o, error] of cases) {
      const res = await call(site, `/api/appointments/${id}/book`, { body: { ...visitor(o), phone: undefined, message: undefined, language: "en" } });
      expect(res.status, error).toBe(422);
      expect(await res.json()).toMatchObject({ error, title: expect.stringMatching(/^[A-Z][a-z]/) });
    }
    expect(
      ((await (await call(site, `/api/appointments/${id}/book`, { body: { ...visitor({ website: "x" }), language: "de" } })).json()) as { title: string })
        .title,
    ).toBe("Formular nicht angenommen");
    expect(bookings(id)).toEqual([]);
  });
});

describe("the booking page without JavaScript", () => {
  it("shows the slot and a form with a fresh stamp, a key and the honeypot; 404 for an unknown or taken slot", async () => {
    const id = await slot(inDays(4));
    const res = await call(site, `/appointments/${id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    const html = await res.text();
    expect(html).toContain("Termin buchen");
    expect(html).toMatch(/name="formStamp" value="\d{13}\.[A-Za-z0-9_-]{43}"/);
    expect(html).toMatch(/name="idempotencyKey" value="[0-9a-f-]{36}"/);
    // The honeypot: out of the tab order (attributes in any order).
    const honeypot = /<input\b[^>]*\bname="website"[^>]*>/.exec(html)?.[0] ?? "";
    expect(honeypot).toMatch(/\btabindex="-1"/i);
    expect((await call(site, `/en/appointments/${id}`)).status).toBe(200);
    expect((await call(site, "/appointments/no-such-slot")).status).toBe(404);
    const taken = await slot(inDays(4) + HOUR, { booked: { iv: true } });
    const gone = await call(site, `/en/appointments/${taken}`);
    expect(gone.status).toBe(404);
    expect(await gone.text()).toContain("This slot does not exist or has been taken already.");
    expect((await call(site, `/appointments/${id}`, { method: "PUT", raw: "" })).status).toBe(405);
  });

  it("answers bad values with 400 and the form generator's messages, the input kept; from another origin 403; nothing stored", async () => {
    const id = await slot(inDays(5));
    const bad = await form(`/appointments/${id}`, visitor({ name: "", email: "kein@", phone: "abc" }));
    expect(bad.status).toBe(400);
    const html = await bad.text();
    for (const text of [
      "Name ist ein Pflichtfeld.",
      "Bitte gib eine gültige E-Mail-Adresse ein.",
      "Telefon hat nicht das erwartete Format.",
      "Formular unvollständig.",
    ]) {
      expect(html).toContain(text);
    }
    expect(html).toContain('value="kein@"');
    expect((await form(`/appointments/${id}`, visitor(), { origin: "https://evil.example" })).status).toBe(403);
    expect((await form(`/appointments/${id}`, visitor(), { origin: null })).status).toBe(403);
    expect((await call(site, `/appointments/${id}`, { body: visitor() })).status).toBe(415);
    const tooFast = await form(`/en/appointments/${id}`, visitor({ formStamp: formStamp(tokenKey) }));
    expect(tooFast.status).toBe(422);
    expect(await tooFast.text()).toContain("Please send again");
    expect(bookings(id)).toEqual([]);
  });

  it("books with a form POST, in the page's language, once for a re-sent form; a second visitor hears the slot is taken", async () => {
    const id = await slot(inDays(6));
    const fields = visitor({ phone: "+49 30 1234", message: "Hallo" });
    const res = await form(`/en/appointments/${id}`, fields);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Your appointment is booked");
    expect(html).toContain(`the confirmation we sent to ${fields.email}`);
    expect(html).toMatch(/href="data:text\/calendar;charset=utf-8,BEGIN%3AVCALENDAR/);
    // The browser sends the same form again (reload): the same booking, nothing new.
    expect((await form(`/en/appointments/${id}`, fields)).status).toBe(200);
    expect(bookings(id)).toMatchObject([{ state: "booked", email: fields.email, language: "en" }]);
    expect(await openIds()).not.toContain(id);

    const late = await form(`/appointments/${id}`, visitor());
    expect(late.status).toBe(409);
    expect(await late.text()).toContain("Termin schon vergeben");
    expect(bookings(id)).toHaveLength(1);
  });
});

describe("the cancel page", () => {
  it("asks first (GET changes nothing), cancels with its button's POST, then says the link is spent", async () => {
    const id = await slot(inDays(8));
    const answer = (await (
      await call(site, `/api/appointments/${id}/book`, { body: { ...visitor(), phone: undefined, message: undefined, language: "de" } })
    ).json()) as {
      cancel: { token: string };
    };
    const page = `/appointments/${id}/cancel?token=${encodeURIComponent(answer.cancel.token)}`;
    const ask = await call(site, page);
    expect(ask.status).toBe(200);
    expect(ask.headers.get("referrer-policy")).toBe("same-origin");
    expect(await ask.text()).toMatch(/Möchtest du deinen Termin am .+ UTC absagen\?/);
    expect(bookings(id)[0]!.state).toBe("booked");

    const done = await form(`/appointments/${id}/cancel`, { token: answer.cancel.token });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain("ist abgesagt. Der Termin ist wieder frei.");
    expect(bookings(id)[0]!.state).toBe("cancelled");
    expect(await openIds()).toContain(id);

    for (const res of [await call(site, page), await form(`/appointments/${id}/cancel`, { token: answer.cancel.token })]) {
      expect(res.status).toBe(404);
      expect(await res.text()).toContain("Dieser Absage-Link ist ungültig, abgelaufen oder wurde schon benutzt.");
    }
  });

  it("404 for a forged, expired or foreign token; 403 for a POST from another origin; nothing changes", async () => {
    const id = await slot(inDays(9));
    const other = await slot(inDays(9) + HOUR);
    const answer = (await (
      await call(site, `/api/appointments/${id}/book`, { body: { ...visitor(), phone: undefined, message: undefined, language: "en" } })
    ).json()) as {
      booking: { id: string };
      cancel: { token: string };
    };
    const expired = signCancelToken(tokenKey, answer.booking.id, id, Date.now() - 1000);
    for (const [path, token] of [
      [id, `${answer.cancel.token.slice(0, -3)}abc`],
      [id, expired],
      [other, answer.cancel.token],
      [id, ""],
      [id, "x".repeat(5000)],
    ] as const) {
      expect((await call(site, `/en/appointments/${path}/cancel?token=${encodeURIComponent(token)}`)).status).toBe(404);
      expect((await form(`/en/appointments/${path}/cancel`, { token })).status).toBe(404);
    }
    expect((await form(`/en/appointments/${id}/cancel`, { token: answer.cancel.token }, { origin: "https://evil.example" })).status).toBe(403);
    expect(bookings(id)[0]!.state).toBe("booked");
  });
});

const text = (html: string) =>
  html
    .replace(/<[^>]*>/g, " ")
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ");
const mails = (kind: string) => {
  const db = new DatabaseSync(join(site.dataDir, "site.db"), { readOnly: true });
  try {
    return db.prepare("SELECT lang, recipient, subject, text FROM mail_messages WHERE kind = ? ORDER BY id").all(kind) as unknown as {
      lang: string;
      recipient: string;
      subject: string;
      text: string;
    }[];
  } finally {
    db.close();
  }
};

describe("the bookings in the admin", () => {
  it("lists them for editors, opens one, cancels it after the confirmation step with a note; visitors get the login", async () => {
    const id = await slot(inDays(9));
    const person = visitor({ name: "Admin Liste", phone: "+49 30 555", message: "Erstes Mal." });
    const booked = await call(site, `/api/appointments/${id}/book`, { body: { ...person, language: "en" } });
    expect(booked.status).toBe(201);
    const bookingId = bookings(id)[0]!.id;

    const list = await call(site, "/manage/bookings?lang=en", { cookie: editor });
    expect(list.status).toBe(200);
    const listed = text(await list.text());
    expect(listed).toMatch(/Upcoming \(\d+\)/);
    expect(listed).toContain("Admin Liste");
    expect((await call(site, "/manage/bookings")).status).toBe(302);

    const path = `/manage/bookings/${bookingId}`;
    const open = text(await (await call(site, `${path}?lang=en`, { cookie: editor })).text());
    for (const shown of ["Admin Liste", person.email, "+49 30 555", "Erstes Mal.", "English", "Booked", "Cancel the appointment …"])
      expect(open).toContain(shown);
    const ask = text(await (await call(site, `${path}?lang=en&confirm=cancel`, { cookie: editor })).text());
    expect(ask).toContain("Cancel Admin Liste's booking on");

    const before = mails("booking").length;
    const cancel = await form(path, { action: "cancel", note: "Die Praxis ist zu." }, { cookie: editor });
    expect(cancel.status).toBe(303);
    expect(cancel.headers.get("location")).toBe(`${path}?done=bookingCancelled`);
    expect(bookings(id)[0]!.state).toBe("cancelled");
    expect(await openIds()).toContain(id);
    const told = mails("booking").slice(before);
    expect(told.map((m) => [m.lang, m.recipient])).toEqual([["en", person.email]]);
    expect(told[0]!.subject).toMatch(/^Your appointment on .+ \(UTC\) is cancelled$/);
    expect(told[0]!.text).toContain("A note: Die Praxis ist zu.");

    const after = text(await (await call(site, `${path}?lang=en&done=bookingCancelled`, { cookie: editor })).text());
    expect(after).toContain("The booking is cancelled and the slot free again. Admin Liste gets an e-mail.");
    expect(after).not.toContain("Cancel the appointment …");
    expect(text(await (await call(site, "/manage/bookings?view=cancelled&lang=en", { cookie: editor })).text())).toContain("Admin Liste");
    // Sent again (a reload): nothing more happens.
    expect((await form(path, { action: "cancel", note: "" }, { cookie: editor })).status).toBe(303);
    expect(mails("booking")).toHaveLength(before + 1);
  });

  it("pages the list, 25 a page, with links to the pages before and after", async () => {
    const db = new DatabaseSync(join(site.dataDir, "site.db"));
    const ids = Array.from({ length: 30 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`);
    try {
      const insert = db.prepare(
        `INSERT INTO bookings (id, idempotency_key, fingerprint, appointment_id, start, name, email, language, state, created_at, booked_at)
         VALUES (?, ?, 'f', 'far-away', ?, ?, 'pager@example.test', 'de', 'booked', 0, 0)`,
      );
      // Far in the future: after every other upcoming booking.
      ids.forEach((id, i) => insert.run(id, `pager-${id}`, new Date(Date.UTC(2100, 0, 1 + i)).toISOString(), `Pager ${i}`));
      const first = await (await call(site, "/manage/bookings?lang=en", { cookie: editor })).text();
      const pages = Number(/Page 1 of (\d+)/.exec(text(first))?.[1]);
      expect(pages).toBeGreaterThanOrEqual(2);
      expect(first).toContain('href="/manage/bookings?page=2" rel="next"');
      expect(first).not.toContain('rel="prev"');
      const last = text(await (await call(site, `/manage/bookings?page=${pages}&lang=en`, { cookie: editor })).text());
      expect(last).toContain(`Page ${pages} of ${pages}`);
      expect(last).toContain("Pager 29");
      expect(last).toContain("Previous page");
      expect(last).not.toContain("Next page");
    } finally {
      db.prepare(`DELETE FROM bookings WHERE id IN (${ids.map(() => "?").join(", ")})`).run(...ids);
      db.close();
    }
  });

  it("keeps the step open with the note when it is too long; 400/404/405 screens for bad requests; nothing changes", async () => {
    const id = await slot(inDays(10));
    await call(site, `/api/appointments/${id}/book`, { body: { ...visitor(), phone: undefined, message: undefined, language: "de" } });
    const bookingId = bookings(id)[0]!.id;
    const path = `/manage/bookings/${bookingId}`;
    const long = "Grund ".repeat(200);
    const refused = await form(path, { action: "cancel", note: long }, { cookie: editor });
    expect(refused.status).toBe(400);
    const page = await refused.text();
    expect(text(page)).toContain("Die Nachricht ist 1199 Zeichen lang, höchstens 1000 gehen.");
    expect(page).toContain(long.trim());
    for (const [url, status] of [
      ["/manage/bookings?view=all", 400],
      ["/manage/bookings?page=0", 400],
      ["/manage/bookings?page=999", 404],
      ["/manage/bookings/not-a-booking", 404],
      ["/manage/bookings/00000000-0000-4000-8000-000000000000", 404],
    ] as const) {
      expect((await call(site, url, { cookie: editor })).status, url).toBe(status);
    }
    expect((await form(path, { action: "delete" }, { cookie: editor })).status).toBe(400);
    expect((await form(path, { action: "cancel" }, { cookie: editor, origin: "https://elsewhere.example" })).status).toBe(403);
    expect((await call(site, path, { method: "PUT", cookie: editor })).status).toBe(405);
    // Without a session: the login, nothing else.
    expect((await form(path, { action: "cancel" })).status).toBe(302);
    expect(bookings(id)[0]!.state).toBe("booked");
  });
});

describe("fuzzed visitor requests", () => {
  it("GET /api/appointments, the booking page's and the cancel page's POST: no answer ≥ 500, nothing stored or changed", async () => {
    const id = await slot(inDays(10));
    const before = JSON.stringify(bookings());
    const value = fc.oneof(fc.string({ maxLength: 30 }), fc.string({ unit: "binary", maxLength: 200 }), fc.integer().map(String));
    const query = fc.dictionary(fc.constantFrom("days", "practitioner", "lang", "x", "days[]"), value, { maxKeys: 4 });
    // Form bodies that can never book: the key is never a valid one.
    const bookForm = fc.record(
      {
        name: value,
        email: fc.oneof(fc.emailAddress(), value),
        phone: value,
        message: value,
        website: value,
        formStamp: value,
        idempotencyKey: fc.string({ maxLength: 15 }),
      },
      { requiredKeys: ["idempotencyKey"] },
    );
    const body = (fields: fc.Arbitrary<Record<string, string>>) =>
      fc.oneof(
        fields.map((f) => ({ text: new URLSearchParams(f).toString(), type: "application/x-www-form-urlencoded" })),
        fc.string({ unit: "binary", maxLength: 300 }).map((t) => ({ text: t, type: "application/x-www-form-urlencoded" })),
        fc.tuple(fc.string({ maxLength: 200 }), fc.constantFrom("text/plain", "application/json", "")).map(([t, type]) => ({ text: t, type })),
      );
    await fc.assert(
      fc.asyncProperty(query, async (q) => {
        const res = await fetch(`${site.url}/api/appointments?${new URLSearchParams(q)}`);
        await res.arrayBuffer();
        expect(res.status, JSON.stringify(q)).toBeLessThan(500);
      }),
      { numRuns: 60 },
    );
    for (const [path, arb] of [
      [`/appointments/${id}`, body(bookForm)],
      [`/en/appointments/${id}/cancel`, body(fc.record({ token: value }, { requiredKeys: [] }))],
    ] as const) {
      await fc.assert(
        fc.asyncProperty(arb, async ({ text, type }) => {
          const headers: Record<string, string> = { origin: site.url };
          if (type) headers["content-type"] = type;
          const res = await fetch(`${site.url}${path}`, { method: "POST", headers, body: text, redirect: "manual" });
          const answer = await res.text();
          expect(res.status, `${path} ${type} ${text.slice(0, 200)}: ${answer.slice(0, 200)}`).toBeLessThan(500);
        }),
        { numRuns: 60 },
      );
    }
    expect(JSON.stringify(bookings())).toBe(before);
    expect(await openIds()).toContain(id);
  }, 180_000);
});

describe("the address quota", () => {
  it(`counts every send per address: past ${ADDRESS_LIMIT} within an hour, 429 FormLimit`, async () => {
    const id = await slot(inDays(7));
    // Every send that passes the honeypot and the stamp counts (the earlier tests' bookings too).
    const statuses: number[] = [];
    for (let i = 0; i <= ADDRESS_LIMIT && statuses.at(-1) !== 429; i++) {
      statuses.push((await form(`/appointments/${id}`, visitor({ email: `quota-${i}@example.test`, idempotencyKey: "short" }))).status);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((status) => status === 400)).toBe(true);
    const limited = await form(`/appointments/${id}`, visitor());
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await limited.text()).toContain("Zu viele Anfragen");
    expect(bookings(id)).toEqual([]);
  });
});
