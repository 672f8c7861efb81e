import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formStamp } from "../../src/lib/visitor-forms/index.ts";
import { startTestSmtpServer, type TestSmtpServer } from "../support/lib/mail/smtp-server.ts";
import { login } from "../helpers/http.ts";
import { startSite, type Site } from "../helpers/site.ts";

// The site with SMTP_URL set: its mail worker delivers what a contact message queues. A short
// minimum fill time keeps the review step quick; at most 3 messages an hour per e-mail address.
const MIN_FILL_MS = 300;
let smtp: TestSmtpServer;
let site: Site;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
  site = await startSite({
    env: {
      SMTP_URL: smtp.url,
      MAIL_FROM: "Website <website@example.test>",
      VISITOR_FORM_MIN_FILL_MS: String(MIN_FILL_MS),
      VISITOR_FORM_EMAIL_LIMIT: "3",
      VISITOR_FORM_ADDRESS_LIMIT: "1000",
    },
  });
});
afterAll(async () => {
  await site?.stop();
  await smtp?.close();
});

const text = (html: string) =>
  html
    .replace(/<[^>]*>/g, " ")
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ");
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** A genuine stamp made `ago` ms before now, as the page or GET /api/forms/stamp hands it out. */
const stamp = (ago = 5_000) => formStamp(site.secrets().tokenKey, Date.now() - ago);

function rows<T>(sql: string): T[] {
  const db = new DatabaseSync(join(site.dataDir, "site.db"), { readOnly: true });
  try {
    return db.prepare(sql).all() as T[];
  } finally {
    db.close();
  }
}
const messages = () =>
  rows<{ sender_email: string; practitioner_name: string; message: string; language: string }>("SELECT * FROM contact_messages ORDER BY id");
const queuedMails = () => rows<{ n: number }>("SELECT count(*) AS n FROM mail_messages")[0]!.n;

/** The detail page of the practitioner `slug` in `lang` and its form's target. */
async function detail(slug: string, lang: "de" | "en" = "de"): Promise<{ html: string; action: string }> {
  const res = await fetch(`${site.url}${lang === "en" ? "/en" : ""}/practitioners/${slug}`);
  expect(res.status).toBe(200);
  const html = await res.text();
  const action = /<form method="post" action="(\/api\/contact\/[^"]+)"/.exec(html)?.[1];
  expect(action).toBeDefined();
  return { html, action: action! };
}

function post(action: string, fields: Record<string, string>, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${site.url}${action}`, {
    method: "POST",
    headers: { origin: site.url, "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });
}

const PRACTITIONER_ADDRESS = /kontakt@[a-z-]+\.example/;

describe("the contact form", () => {
  it("sits on every practitioner page in both languages, and no page shows a practitioner's e-mail address, only a link to the form", async () => {
    const de = await detail("malte-boehm");
    expect(text(de.html)).toContain("Nachricht an Malte Böhm");
    expect(de.html).toContain('name="website"');
    const en = await detail("malte-boehm", "en");
    expect(text(en.html)).toContain("Message to Malte Böhm");
    expect(en.action).toBe(de.action);
    expect(de.html).toContain('<a href="/practitioners/malte-boehm#contact">Nachricht schreiben</a>');
    // Every built page, the directory and the detail pages included.
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        return statSync(path).isDirectory() ? files(path) : path.endsWith(".html") ? [path] : [];
      });
    const pages = files(site.liveDir);
    expect(pages.length).toBeGreaterThan(20);
    for (const page of pages) expect(readFileSync(page, "utf8"), page).not.toMatch(PRACTITIONER_ADDRESS);
  });

  it("without a stamp (no JavaScript) asks to check and send once more, then stores it and mails both sides", async () => {
    const { action } = await detail("malte-boehm");
    const before = messages().length;
    const fields = { lang: "de", name: "Anna Schäfer", email: "anna.contact@example.org", message: "Hallo Malte,\nhast du Dienstag Zeit?", website: "" };
    const first = await post(action, fields);
    expect(first.status).toBe(422);
    const review = await first.text();
    expect(text(review)).toContain("Prüfen und senden");
    expect(review).toContain('value="Anna Schäfer"');
    expect(review).toContain("Hallo Malte,\nhast du Dienstag Zeit?</textarea>");
    expect(messages().length).toBe(before);
    const fresh = /name="formStamp" value="([^"]+)"/.exec(review)?.[1];
    expect(fresh).toBeDefined();
    await sleep(MIN_FILL_MS + 50);
    const sent = await post(action, { ...fields, formStamp: fresh! });
    const page = await sent.text();
    expect(sent.status).toBe(200);
    expect(sent.headers.get("cache-control")).toMatch(/no-store/);
    expect(text(page)).toContain("Danke, Anna Schäfer! Deine Nachricht an Malte Böhm ist angekommen.");
    for (const answer of [review, page]) expect(answer).not.toMatch(PRACTITIONER_ADDRESS);
    expect(messages().slice(before)).toEqual([
      expect.objectContaining({
        sender_email: "anna.contact@example.org",
        practitioner_name: "Malte Böhm",
        message: "Hallo Malte,\nhast du Dienstag Zeit?",
        language: "de",
      }),
    ]);

    await expect
      .poll(() => smtp.received.filter((r) => r.mail.subject?.includes("Anna Schäfer") || r.rcptTo.includes("anna.contact@example.org")).length, {
        timeout: 20_000,
      })
      .toBe(2);
    const forward = smtp.received.find((r) => r.rcptTo.includes("kontakt@malte-boehm.example"))!;
    expect(forward.mail.subject).toMatch(/^Nachricht von Anna Schäfer über \S+$/);
    expect(forward.mail.replyTo?.text).toBe("anna.contact@example.org");
    expect(forward.mail.text).toContain("hast du Dienstag Zeit?");
    expect(forward.mail.html).toContain("Hallo Malte,<br>");
    const confirmation = smtp.received.find((r) => r.rcptTo.includes("anna.contact@example.org"))!;
    expect(confirmation.mail.subject).toBe("Deine Nachricht an Malte Böhm");
    expect(`${confirmation.mail.text}${confirmation.mail.html}${JSON.stringify(confirmation.mail.headers)}`).not.toMatch(PRACTITIONER_ADDRESS);
  });

  it("forwards in English to a practitioner who works in English but not German, and answers in the page language", async () => {
    const { action } = await detail("chloe-favre", "en");
    const res = await post(action, { lang: "en", name: "Emily Clarke", email: "emily.contact@example.co.uk", message: "Hello!", formStamp: stamp() });
    expect(res.status).toBe(200);
    expect(text(await res.text())).toContain("Thank you, Emily Clarke! Your message to Chloé Favre has arrived.");
    await expect.poll(() => smtp.received.some((r) => r.rcptTo.includes("kontakt@chloe-favre.example")), { timeout: 20_000 }).toBe(true);
    const forward = smtp.received.find((r) => r.rcptTo.includes("kontakt@chloe-favre.example"))!;
    expect(forward.mail.subject).toMatch(/^Message from Emily Clarke via /);
  });

  it("gives invalid values back with a message per field in the page language, the values kept, nothing stored", async () => {
    const { action } = await detail("malte-boehm");
    const before = messages().length;
    const de = await post(action, { lang: "de", name: "", email: "anna@", message: "Noch da", formStamp: stamp() });
    expect(de.status).toBe(400);
    const html = await de.text();
    // The page rendered on request runs the form's script too: its hash is in the page's CSP.
    const script = /<\/form>\s*<script>([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(script).toBeDefined();
    expect(de.headers.get("content-security-policy")).toContain(`'sha256-${createHash("sha256").update(script!).digest("base64")}'`);
    const body = text(html);
    expect(body).toContain("Formular unvollständig.");
    expect(body).toContain("Dein Name ist ein Pflichtfeld.");
    expect(body).toContain("Bitte gib eine gültige E-Mail-Adresse ein.");
    expect(body).toContain("Noch da");
    const en = await post(action, { lang: "en", name: "Anna\nBcc: x@example.org", email: "a@example.org", message: "", formStamp: stamp() });
    expect(en.status).toBe(400);
    const enBody = text(await en.text());
    expect(enBody).toContain("Your message is required.");
    expect(enBody).toContain("Your name");
    expect(messages().length).toBe(before);
  });

  it("refuses a filled honeypot or a forged stamp, a foreign origin, another content type and an unknown practitioner; nothing stored", async () => {
    const { action } = await detail("malte-boehm");
    const before = messages().length;
    const good = { lang: "de", name: "Bot", email: "bot@example.org", message: "Buy now" };
    const honeypot = await post(action, { ...good, website: "https://spam.example", formStamp: stamp() });
    expect(honeypot.status).toBe(422);
    expect(text(await honeypot.text())).toContain("Formular nicht angenommen");
    const forged = await post(action, { ...good, formStamp: `${Date.now() - 10_000}.${"A".repeat(43)}` });
    expect(forged.status).toBe(422);
    // A tab left open for more than a day: the form comes back for review, nothing lost.
    const expired = await post(action, { ...good, formStamp: stamp(25 * 3_600_000) });
    expect(expired.status).toBe(422);
    const review = text(await expired.text());
    expect(review).toContain("Prüfen und senden");
    expect(review).toContain("Buy now");
    expect((await post(action, { ...good, formStamp: stamp() }, { origin: "https://evil.example" })).status).toBe(403);
    expect((await post(action, { ...good, formStamp: stamp() }, { "content-type": "application/json" })).status).toBe(415);
    expect((await post("/api/contact/no-such-practitioner", { ...good, formStamp: stamp() })).status).toBe(404);
    expect((await post(action, { ...good, message: "x".repeat(1_100_000), formStamp: stamp() })).status).toBe(413);
    expect(messages().length).toBe(before);
    const get = await fetch(`${site.url}${action}`, { redirect: "manual" });
    expect(get.status).toBe(303);
    expect(get.headers.get("location")).toBe("/practitioners/malte-boehm");
  });

  it("limits the messages per e-mail address: 429 with Retry-After, the form kept, nothing stored", async () => {
    const { action } = await detail("malte-boehm");
    const fields = { lang: "en", name: "Repeat", email: "repeat.contact@example.org", message: "Again" };
    for (let i = 0; i < 3; i++) expect((await post(action, { ...fields, formStamp: stamp() })).status).toBe(200);
    const before = messages().length;
    const limited = await post(action, { ...fields, formStamp: stamp() });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    const page = await limited.text();
    expect(text(page)).toContain("Too many requests");
    expect(page).toContain('value="repeat.contact@example.org"');
    expect(messages().length).toBe(before);
  });

  it("shows editors the messages in /manage/messages: list, open, mark read, delete after confirmation", async () => {
    const cookie = await login(site);
    const list = await (await fetch(`${site.url}/manage/messages?lang=en`, { headers: { cookie } })).text();
    expect(text(list)).toContain("Anna Schäfer");
    expect(list).toMatch(/href="\/manage\/messages\/\d+"/);
    const id = /href="\/manage\/messages\/(\d+)"[^>]*>Emily Clarke/.exec(list)?.[1];
    expect(id).toBeDefined();
    const path = `/manage/messages/${id}`;
    const open = text(await (await fetch(`${site.url}${path}?lang=en`, { headers: { cookie } })).text());
    expect(open).toContain("emily.contact@example.co.uk");
    expect(open).toContain("Chloé Favre");
    expect(open).not.toMatch(PRACTITIONER_ADDRESS);
    const form = (action: string) =>
      fetch(`${site.url}${path}`, {
        method: "POST",
        headers: { cookie, origin: site.url, "content-type": "application/x-www-form-urlencoded" },
        body: `action=${action}`,
        redirect: "manual",
      });
    expect((await form("read")).status).toBe(303);
    expect(text(await (await fetch(`${site.url}${path}?lang=en`, { headers: { cookie } })).text())).toContain("Mark as unread");
    expect((await form("nonsense")).status).toBe(400);
    const deleted = await form("delete");
    expect(deleted.status).toBe(303);
    expect(deleted.headers.get("location")).toBe("/manage/messages?done=messageDeleted");
    expect((await fetch(`${site.url}${path}`, { headers: { cookie } })).status).toBe(404);
    expect((await fetch(`${site.url}/manage/messages`, { redirect: "manual" })).status).toBe(302);
  });
});

describe("fuzzed contact posts", () => {
  // The stamp is never genuine (missing, random or forged), so no post can be a message.
  const field = fc.oneof(fc.string({ maxLength: 60 }), fc.string({ unit: "binary", maxLength: 300 }), fc.constantFrom("", "a@example.org", "de", "en"));
  const badStamp = fc.oneof(
    fc.constant(undefined),
    fc.string({ maxLength: 80 }),
    fc.integer({ min: 0 }).map((n) => `${n}.${"x".repeat(43)}`),
  );
  const form = fc.record(
    {
      lang: field,
      name: field,
      email: fc.oneof(fc.emailAddress(), field),
      message: field,
      website: fc.oneof(fc.constant(""), field),
      formStamp: badStamp,
      extra: field,
    },
    { requiredKeys: [] },
  );
  const body = fc.oneof(
    form.map((f) => ({
      text: new URLSearchParams(Object.entries(f).filter((e): e is [string, string] => typeof e[1] === "string")).toString(),
      type: "application/x-www-form-urlencoded",
    })),
    fc.string({ unit: "binary", maxLength: 300 }).map((t) => ({ text: t, type: "application/x-www-form-urlencoded" })),
    fc
      .tuple(fc.string({ maxLength: 200 }), fc.constantFrom("application/json", "text/plain", "multipart/form-data", ""))
      .map(([t, type]) => ({ text: t, type })),
  );
  const target = fc.oneof(
    fc.constant("known"),
    fc.string({ maxLength: 30 }).map((s) => encodeURIComponent(s)),
  );

  it("no answer ≥ 500 and nothing stored", async () => {
    const { action } = await detail("malte-boehm");
    const before = messages().length;
    const mailsBefore = queuedMails();
    await fc.assert(
      fc.asyncProperty(target, body, async (id, { text: raw, type }) => {
        const path = id === "known" ? action : `/api/contact/${id}`;
        const headers: Record<string, string> = { origin: site.url };
        if (type) headers["content-type"] = type;
        const res = await fetch(`${site.url}${path}`, { method: "POST", headers, body: raw, redirect: "manual" });
        const answer = await res.text();
        expect(res.status, `${path} ${type} ${raw.slice(0, 200)}: ${answer.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
        expect(res.status, `${path} ${type} ${raw.slice(0, 200)}: ${answer.slice(0, 200)}`).toBeLessThan(500);
        expect(answer).not.toMatch(PRACTITIONER_ADDRESS);
      }),
      { numRuns: 200 },
    );
    expect(messages().length).toBe(before);
    expect(queuedMails()).toBe(mailsBefore);
    expect(site.output()).not.toMatch(/unhandled|uncaught/i);
  });
});

describe("fuzzed admin requests", () => {
  it("no answer ≥ 500 for any page number, message id or post, and no post but read, unread or delete changes a message", async () => {
    const cookie = await login(site);
    const before = JSON.stringify(rows("SELECT * FROM contact_messages ORDER BY id"));
    const id = rows<{ id: number }>("SELECT id FROM contact_messages ORDER BY id LIMIT 1")[0]!.id;
    const segment = fc.oneof(fc.constant(String(id)), fc.string({ maxLength: 20 }).map(encodeURIComponent), fc.integer().map(String));
    const action = fc.string({ maxLength: 30 }).filter((a) => !["read", "unread", "delete"].includes(a));
    const body = fc.oneof(
      action.map((a) => ({ text: new URLSearchParams({ action: a }).toString(), type: "application/x-www-form-urlencoded" })),
      fc.string({ unit: "binary", maxLength: 200 }).map((t) => ({ text: t, type: "application/x-www-form-urlencoded" })),
      fc.tuple(fc.string({ maxLength: 100 }), fc.constantFrom("application/json", "text/plain", "")).map(([t, type]) => ({ text: t, type })),
    );
    await fc.assert(
      fc.asyncProperty(segment, fc.string({ maxLength: 12 }), body, async (target, page, { text: raw, type }) => {
        const list = await fetch(`${site.url}/manage/messages?page=${encodeURIComponent(page)}`, { headers: { cookie } });
        expect(list.status, `?page=${page}`).toBeLessThan(500);
        const headers: Record<string, string> = { cookie, origin: site.url };
        if (type) headers["content-type"] = type;
        const res = await fetch(`${site.url}/manage/messages/${target}`, { method: "POST", headers, body: raw, redirect: "manual" });
        expect(res.status, `${target} ${type} ${raw.slice(0, 100)}`).toBeGreaterThanOrEqual(400);
        expect(res.status, `${target} ${type} ${raw.slice(0, 100)}`).toBeLessThan(500);
      }),
      { numRuns: 100 },
    );
    expect(JSON.stringify(rows("SELECT * FROM contact_messages ORDER BY id"))).toBe(before);
  });
});
