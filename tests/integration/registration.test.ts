import { DatabaseSync } from "node:sqlite";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signLinkToken } from "../../src/lib/registration/link-token.ts";
import { formStamp } from "../../src/lib/visitor-forms/index.ts";
import { startTestSmtpServer, type TestSmtpServer } from "../support/lib/mail/smtp-server.ts";
import { call, login } from "../helpers/http.ts";
import { startSite, type Site } from "../helpers/site.ts";

const APP = "baukasten";
const FORM = "application/x-www-form-urlencoded";

let smtp: TestSmtpServer;
let site: Site;
let editor: string;
let tokenKey: string;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
  // The default fill time (3 s) and e-mail limit (5 an hour); one client address sends every test's forms.
  site = await startSite({ env: { SMTP_URL: smtp.url, VISITOR_FORM_ADDRESS_LIMIT: "1000" } });
  editor = await login(site);
  tokenKey = site.secrets().tokenKey;
});
afterAll(async () => {
  await site?.stop();
  await smtp?.close();
});

/** A stamp of a form handed out `ago` ms before now: 5 s is a person's fill time. */
const stamp = (ago = 5_000) => formStamp(tokenKey, Date.now() - ago);

let n = 0;
/** A complete, valid registration with a fresh address. */
function applicant(extra: Record<string, string> = {}): Record<string, string> {
  n++;
  return {
    intent: "register",
    "name.iv": `Änne Test ${n}`,
    "country.iv": "DE",
    "city.iv": "Köln",
    "email.iv": `Applicant-${n}-${Date.now()}@Example.test`,
    "qualification.de": "Atemtrainerin",
    "qualification.en": "Breathing coach",
    website: "",
    formStamp: stamp(),
    ...extra,
  };
}

const post = (path: string, fields: Record<string, string>, o: Parameters<typeof call>[2] = {}) =>
  call(site, path, { raw: new URLSearchParams(fields).toString(), contentType: FORM, ...o });

/** The page's text without tags. */
const text = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");

interface Item {
  id: string;
  status: string;
  version: number;
  data: Record<string, Record<string, unknown> | undefined>;
}

/** Practitioner entries as the content service holds them (drafts included). */
async function entries(filter?: string): Promise<Item[]> {
  const query = filter ? `?$filter=${encodeURIComponent(filter)}` : "?$top=500";
  const res = await call(site, `/cms/api/content/${APP}/practitioners${query}`, { cookie: editor, headers: { "x-unpublished": "1" } });
  return ((await res.json()) as { items: Item[] }).items;
}
const byEmail = async (email: string) => (await entries(`data/email/iv eq '${email.toLowerCase()}'`))[0];

function siteDb<T>(fn: (db: DatabaseSync) => T): T {
  const db = new DatabaseSync(join(site.dataDir, "site.db"), { readOnly: true });
  try {
    return fn(db);
  } finally {
    db.close();
  }
}
const registrations = () =>
  siteDb((db) => db.prepare("SELECT practitioner_id, email, language, verified_at FROM practitioner_registrations").all()) as {
    practitioner_id: string;
    email: string;
    language: string;
    verified_at: number | null;
  }[];
const mailCount = () => siteDb((db) => Number((db.prepare("SELECT COUNT(*) AS n FROM mail_messages").get() as { n: number }).n));

/** The mail the SMTP server received for `to` (waits for the worker), and the site path of its link. */
async function mailTo(to: string): Promise<{ subject: string; text: string; html: string; path: string }> {
  const address = to.toLowerCase();
  await expect.poll(() => smtp.received.some((r) => r.rcptTo.includes(address)), { timeout: 20_000 }).toBe(true);
  const { mail } = smtp.received.filter((r) => r.rcptTo.includes(address)).at(-1)!;
  const link = /https?:\/\/\S+\/practitioners\/register\/\S+/.exec(mail.text ?? "")![0];
  const url = new URL(link);
  return { subject: mail.subject ?? "", text: mail.text ?? "", html: typeof mail.html === "string" ? mail.html : "", path: `${url.pathname}${url.search}` };
}

describe("registering", () => {
  it("creates an unpublished entry with display=false, records it and mails a verify link that works only through the button", async () => {
    const form = applicant();
    const email = form["email.iv"]!.toLowerCase();
    const res = await post("/practitioners/register", form);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.headers.get("x-robots-tag")).toContain("noindex");
    expect(text(await res.text())).toContain(`Wir haben dir eine E-Mail an ${email} geschickt`);

    const item = (await byEmail(email))!;
    expect(item.status).toBe("Draft");
    expect(item.data.display?.iv).toBe(false);
    expect(item.data.websites?.iv).toEqual(["baukasten"]);
    expect(item.data.name?.iv).toBe(form["name.iv"]);
    expect(item.data.qualification).toEqual({ de: "Atemtrainerin", en: "Breathing coach" });
    expect(registrations().find((r) => r.practitioner_id === item.id)).toMatchObject({ email, language: "de", verified_at: null });

    const mail = await mailTo(email);
    expect(mail.subject).toMatch(/^Bitte bestätige deine E-Mail-Adresse/);
    expect(mail.text).toContain(`Hallo ${form["name.iv"]},`);
    expect(mail.html).toContain("href=");
    const page = await call(site, mail.path);
    expect(page.status).toBe(200);
    expect(text(await page.text())).toContain("Adresse bestätigen");
    expect(registrations().find((r) => r.practitioner_id === item.id)?.verified_at).toBeNull();

    const params = new URL(mail.path, site.url).searchParams;
    const fields = { id: params.get("id")!, token: params.get("token")! };
    expect((await post("/practitioners/register/verify", fields, { origin: "https://evil.example" })).status).toBe(403);
    const done = await post("/practitioners/register/verify", fields);
    expect(done.status).toBe(200);
    expect(text(await done.text())).toContain("Deine E-Mail-Adresse ist bestätigt");
    expect(registrations().find((r) => r.practitioner_id === item.id)?.verified_at).toBeGreaterThan(0);

    const admin = await call(site, `/manage/squidex/practitioners/${item.id}`, { cookie: editor });
    expect(await admin.text()).toContain('data-registration="verified"');
    const outbox = text(await (await call(site, "/manage/outbox", { cookie: editor })).text());
    expect(outbox).toContain("Eintrag: Adresse bestätigen");
  });

  it("in English with ?lang=en: the page, its messages and the mail", async () => {
    const form = applicant({ "qualification.en": "" });
    const res = await post("/practitioners/register?lang=en", form);
    expect(text(await res.text())).toContain("We sent an e-mail to");
    const mail = await mailTo(form["email.iv"]!);
    expect(mail.subject).toMatch(/^Please confirm your e-mail address/);
    expect(mail.path).toContain("lang=en");
    const bad = await post("/practitioners/register?lang=en", applicant({ "email.iv": "not-an-address" }));
    expect(bad.status).toBe(400);
    expect(text(await bad.text())).toContain("Please enter a valid email address.");
  });

  it("a refused form comes back with its messages and what was typed, and stores nothing", async () => {
    const before = { entries: (await entries()).length, registrations: registrations().length, mails: mailCount() };
    const invalid = await post("/practitioners/register", applicant({ "name.iv": "", "country.iv": "Deutschland", "city.iv": "Bonn <b>" }));
    expect(invalid.status).toBe(400);
    const html = await invalid.text();
    expect(text(html)).toContain("Name ist ein Pflichtfeld.");
    expect(html).toContain('value="Deutschland"');
    expect(html).toContain('value="Bonn &lt;b&gt;"');

    const fast = await post("/practitioners/register", applicant({ formStamp: stamp(100), "city.iv": "Kept-City" }));
    expect(fast.status).toBe(422);
    const fastHtml = await fast.text();
    expect(text(fastHtml)).toContain("Das ging sehr schnell.");
    expect(fastHtml).toContain('value="Kept-City"');
    expect((await post("/practitioners/register", applicant({ website: "http://spam.example" }))).status).toBe(422);
    expect((await post("/practitioners/register", applicant({ formStamp: `${Date.now() - 5000}.${"A".repeat(43)}` }))).status).toBe(422);
    expect((await post("/practitioners/register", applicant(), { origin: "https://evil.example" })).status).toBe(403);
    expect((await post("/practitioners/register", applicant(), { origin: null })).status).toBe(403);
    expect(await call(site, "/practitioners/register", { method: "PUT", raw: "x" }).then((r) => r.status)).toBe(405);
    expect({ entries: (await entries()).length, registrations: registrations().length, mails: mailCount() }).toEqual(before);
  });
});

describe("edit links", () => {
  it("the answer is the same for a known and an unknown address; only the known one gets a mail", async () => {
    const form = applicant();
    await post("/practitioners/register", form);
    const email = form["email.iv"]!.toLowerCase();
    await mailTo(email);
    const received = smtp.received.length;
    const known = await post("/practitioners/register?form=link", { intent: "edit-link", "email.iv": email, formStamp: stamp() });
    const unknownAddress = `nobody-${Date.now()}@example.test`;
    const unknown = await post("/practitioners/register?form=link", { intent: "edit-link", "email.iv": unknownAddress, formStamp: stamp() });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(known.status);
    const main = (html: string) => /<main[\s\S]*<\/main>/.exec(html)![0];
    expect(main(await unknown.text())).toBe(main(await known.text()));
    await expect.poll(() => smtp.received.length, { timeout: 20_000 }).toBe(received + 1);
    expect(smtp.received.at(-1)!.rcptTo).toEqual([email]);
  });

  it("opens the entry's form only with a valid token for that entry; a save sends it to moderation again", async () => {
    const form = applicant();
    const email = form["email.iv"]!.toLowerCase();
    await post("/practitioners/register", form);
    const item = (await byEmail(email))!;
    // An editor approves it (publish) and shows it.
    const approve = await call(site, `/manage/squidex/practitioners/${item.id}`, {
      cookie: editor,
      raw: new URLSearchParams({ action: "approve", id: item.id, version: String(item.version) }).toString(),
      contentType: FORM,
    });
    expect(approve.status).toBe(303);
    const approved = (await byEmail(email))!;
    expect(approved.status).toBe("Published");

    await post("/practitioners/register?form=link&lang=en", { intent: "edit-link", "email.iv": email, formStamp: stamp() });
    await expect.poll(() => smtp.received.filter((r) => r.rcptTo.includes(email)).length, { timeout: 20_000 }).toBe(2);
    const mail = await mailTo(email);
    expect(mail.subject).toMatch(/^Your edit link/);
    const page = await call(site, mail.path);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`value="${form["name.iv"]}"`);

    const token = new URL(mail.path, site.url).searchParams.get("token")!;
    const other = (await entries()).find((entry) => entry.id !== item.id)!;
    const expired = signLinkToken(tokenKey, "edit", item.id, email, Date.now() - 1000);
    const verifyToken = signLinkToken(tokenKey, "verify", item.id, email, Date.now() + 3_600_000);
    for (const path of [
      `/practitioners/register/${other.id}?token=${token}`,
      `/practitioners/register/${item.id}?token=${token.slice(0, -2)}xx`,
      `/practitioners/register/${item.id}?token=${expired}`,
      `/practitioners/register/${item.id}?token=${verifyToken}`,
      `/practitioners/register/${item.id}`,
      `/practitioners/register/no-such-entry?token=${token}`,
    ]) {
      const res = await call(site, path);
      expect(res.status, path).toBe(404);
      const html = await res.text();
      expect(html, path).not.toContain(form["name.iv"]!);
      expect(html, path).not.toContain(email);
    }
    expect((await post(`/practitioners/register/${item.id}`, { ...form, intent: "edit", token: expired, formStamp: stamp() })).status).toBe(404);

    const saved = await post(`/practitioners/register/${item.id}?lang=en`, { ...form, "city.iv": "Bonn", intent: "edit", token, formStamp: stamp() });
    expect(saved.status).toBe(200);
    expect(text(await saved.text())).toContain("Your changes are saved");
    const edited = (await byEmail(email))!;
    expect(edited.status).toBe("Draft");
    expect(edited.data.city?.iv).toBe("Bonn");
    expect(edited.data.websites?.iv).toEqual(["baukasten"]);
    // The link still works until it expires.
    expect((await call(site, mail.path)).status).toBe(200);
  });

  it("past the hourly limit per e-mail address: 429 with Retry-After, the form kept", async () => {
    const email = `limited-${Date.now()}@example.test`;
    for (let i = 0; i < 5; i++) {
      expect((await post("/practitioners/register?form=link", { intent: "edit-link", "email.iv": email, formStamp: stamp() })).status).toBe(200);
    }
    const limited = await post("/practitioners/register?form=link", { intent: "edit-link", "email.iv": email, formStamp: stamp() });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await limited.text()).toContain(`value="${email}"`);
  });
});

describe("fuzzing every registration route", () => {
  it("never answers 500 and stores nothing from a bad request", async () => {
    const before = { entries: (await entries()).length, registrations: registrations().length, mails: mailCount() };
    const anyText = fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom("", "DE", "x@y", "ä\u0000", "'; DROP TABLE x", "a".repeat(5000)));
    const field = fc.constantFrom(
      "intent",
      "name.iv",
      "email.iv",
      "country.iv",
      "city.iv",
      "website",
      "formStamp",
      "token",
      "id",
      "display.iv",
      "__proto__",
      "qualification.de",
    );
    const body = fc.oneof(
      fc.dictionary(field, anyText, { maxKeys: 8 }).map((d) => new URLSearchParams(d).toString()),
      fc.string({ maxLength: 200 }),
      fc.constantFrom("%", "%zz=1", "a=%ff", "intent=register&formStamp=1.2"),
    );
    const target = fc.constantFrom(
      "/practitioners/register",
      "/practitioners/register?form=link",
      "/practitioners/register/verify",
      "/practitioners/register/some-id",
      "/practitioners/register/%2e%2e",
    );
    const contentType = fc.constantFrom(FORM, "application/json", "text/plain", "multipart/form-data; boundary=x");
    await fc.assert(
      fc.asyncProperty(target, body, contentType, async (path, raw, type) => {
        const res = await call(site, path, { raw, contentType: type });
        await res.body?.cancel();
        expect(res.status).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
      }),
      { numRuns: 150 },
    );
    // Links with made-up ids and tokens: the 404, or the verify page only for a genuine token.
    const token = fc.oneof(fc.string({ maxLength: 60 }), fc.constantFrom(`${Math.floor(Date.now() / 1000) + 3600}.${"A".repeat(43)}`, "1.x", ""));
    const id = fc.oneof(fc.stringMatching(/^[A-Za-z0-9_-]{1,40}$/), fc.constant((await entries())[0]!.id));
    await fc.assert(
      fc.asyncProperty(id, token, fc.boolean(), async (entry, secret, verify) => {
        const query = new URLSearchParams({ token: secret, ...(verify ? { id: entry } : {}) });
        const res = await call(site, verify ? `/practitioners/register/verify?${query}` : `/practitioners/register/${encodeURIComponent(entry)}?${query}`);
        const html = await res.text();
        expect(res.status).toBe(404);
        expect(html).not.toContain("@example.test");
      }),
      { numRuns: 100 },
    );
    expect({ entries: (await entries()).length, registrations: registrations().length, mails: mailCount() }).toEqual(before);
  }, 120_000);
});
