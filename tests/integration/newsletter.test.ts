import { DatabaseSync } from "node:sqlite";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signNewsletterToken } from "../../src/lib/newsletter/token.ts";
import { startTestSmtpServer, type TestSmtpServer } from "../support/lib/mail/smtp-server.ts";
import { call, login, type CallOptions } from "../helpers/http.ts";
import { startSite, type Site } from "../helpers/site.ts";

// The site with SMTP (its mail worker delivers to a real test server), a short fill time and a low
// limit per e-mail address so the limit is reachable; the address limit stays out of the way.
const MIN_FILL_MS = 300;
const EMAIL_LIMIT = 3;
let smtp: TestSmtpServer;
let site: Site;
let editor: string;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
  site = await startSite({
    env: {
      SMTP_URL: smtp.url,
      MAIL_FROM: "Atemraum <brief@example.test>",
      VISITOR_FORM_MIN_FILL_MS: String(MIN_FILL_MS),
      VISITOR_FORM_ADDRESS_LIMIT: "100000",
      VISITOR_FORM_EMAIL_LIMIT: String(EMAIL_LIMIT),
    },
  });
  editor = await login(site);
});
afterAll(async () => {
  await site?.stop();
  await smtp?.close();
});

const FORM = "application/x-www-form-urlencoded";
const post = (path: string, fields: Record<string, string>, o: CallOptions = {}) =>
  call(site, path, { raw: new URLSearchParams(fields).toString(), contentType: FORM, ...o });
const text = (html: string) =>
  html
    .replace(/<[^>]*>/g, " ")
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ");
const stampIn = (html: string) => /name="formStamp" value="([^"]+)"/.exec(html)?.[1];
/**
 * A link of a mail, opened on the test site: the mails name the site by SITE_URL, unset here, so
 * by `http://localhost:<PORT>` where the test site's port is any free one.
 */
const local = (link: string) => {
  const url = new URL(link);
  return `${site.url}${url.pathname}${url.search}`;
};
/** A header of a received mail as it was sent (unfolded), not as the parser interprets it. */
const rawHeader = (mail: { headerLines: readonly { key: string; line: string }[] }, name: string) =>
  mail.headerLines
    .find((h) => h.key === name.toLowerCase())
    ?.line.replace(/\r?\n[ \t]+/g, " ")
    .slice(name.length + 1)
    .trim();
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Reads the site database straight from its file. */
function query<T>(sql: string, ...params: string[]): T[] {
  const db = new DatabaseSync(join(site.dataDir, "site.db"), { readOnly: true });
  try {
    return db.prepare(sql).all(...params) as unknown as T[];
  } finally {
    db.close();
  }
}
const pending = (email: string) => query<{ email: string; name: string; language: string }>("SELECT * FROM newsletter_signups WHERE email = ?", email);
const mailCount = (email: string) => query<{ n: number }>("SELECT COUNT(*) AS n FROM mail_messages WHERE recipient = ?", email)[0]!.n;
/** Everything a request could have stored: pending signups, queued mail, counted attempts. */
const storedCounts = () =>
  query<{ signups: number; mails: number; attempts: number }>(
    `SELECT (SELECT COUNT(*) FROM newsletter_signups) AS signups, (SELECT COUNT(*) FROM mail_messages) AS mails,
            (SELECT COUNT(*) FROM visitor_form_attempts) AS attempts`,
  )[0]!;

/** The recipient item of `email` in the content service (through the editor's proxy), if any. */
async function recipient(email: string): Promise<{ name: string; subscribed: boolean; language: string } | undefined> {
  const filter = new URLSearchParams({ $filter: `data/email/iv eq '${email}'` });
  const res = await call(site, `/cms/api/content/baukasten/recipients?${filter}`, { cookie: editor, headers: { "sec-fetch-site": "same-origin" } });
  expect(res.status).toBe(200);
  const { items } = (await res.json()) as { items: { data: { name: { iv: string }; subscribed?: { iv: boolean }; language?: { iv: string } } }[] };
  const d = items[0]?.data;
  return d && { name: d.name.iv, subscribed: d.subscribed?.iv === true, language: d.language?.iv ?? "" };
}

/** The mails the test SMTP server received for `email`, once there are `count`. */
async function mailsTo(email: string, count: number) {
  await expect.poll(() => smtp.received.filter((r) => r.rcptTo.includes(email)).length, { timeout: 20_000 }).toBe(count);
  return smtp.received.filter((r) => r.rcptTo.includes(email)).map((r) => r.mail);
}

/** Signs `email` up the way a visitor without JavaScript does: the block's form, then the "check and send" page. */
async function signUp(email: string, name: string, lang: "de" | "en") {
  const first = await post("/api/newsletter/signup", { email, name, lang, website: "" });
  expect(first.status).toBe(422);
  const stamp = stampIn(await first.text());
  expect(stamp).toBeDefined();
  await pause(MIN_FILL_MS + 50);
  return post("/api/newsletter/signup", { email, name, lang, website: "", formStamp: stamp! });
}

describe("newsletter signup with double opt-in", () => {
  it("signup → pending and a confirm mail with List-Unsubscribe → confirm → subscribed, welcome → one-click unsubscribe", async () => {
    const email = `nl-journey-${Date.now()}@example.test`;
    // The block's form (a prerendered page, no stamp) comes back to be checked, values kept, nothing stored.
    const first = await post("/api/newsletter/signup", { email, name: "Jörg Weiß", lang: "de", website: "" });
    expect(first.status).toBe(422);
    const check = await first.text();
    expect(text(check)).toContain("Fast fertig: Bitte prüf deine Angaben und sende sie ab.");
    expect(check).toContain(`value="${email}"`);
    expect(check).toContain('value="Jörg Weiß"');
    expect(first.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(pending(email)).toEqual([]);

    await pause(MIN_FILL_MS + 50);
    const sent = await post("/api/newsletter/signup", { email, name: "Jörg Weiß", lang: "de", website: "", formStamp: stampIn(check)! });
    expect(sent.status).toBe(200);
    expect(text(await sent.text())).toContain(`Falls ${email} noch nicht angemeldet ist, bekommst du gleich eine E-Mail`);
    expect(pending(email)).toMatchObject([{ email, name: "Jörg Weiß", language: "de" }]);
    expect(await recipient(email)).toBeUndefined();

    const [confirmMail] = await mailsTo(email, 1);
    expect(confirmMail!.subject).toMatch(/^Bitte bestätige deine Newsletter-Anmeldung bei localhost:\d+$/);
    const unsubscribeHeader = String(rawHeader(confirmMail!, "List-Unsubscribe"));
    expect(unsubscribeHeader).toMatch(/^<http:\/\/localhost:\d+\/api\/newsletter\/unsubscribe\?token=[A-Za-z0-9_.-]+>$/);
    expect(rawHeader(confirmMail!, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    const mailed = /Anmeldung bestätigen:\n(http:\/\/localhost:\d+\/newsletter\/[^\n]+)\n/.exec(confirmMail!.text ?? "")?.[1];
    expect(mailed).toBeDefined();
    const link = local(mailed!);
    expect(confirmMail!.html).toContain("Anmeldung bestätigen</a>");

    // The link opens a page with a button; the GET itself changes nothing.
    const page = await fetch(link!);
    expect(page.status).toBe(200);
    const pageHtml = await page.text();
    expect(text(pageHtml)).toContain(`Bestätige, dass du den Newsletter an ${email} bekommen möchtest.`);
    expect(text(pageHtml)).toContain("Für diese Adresse besteht kein Newsletter-Abonnement.");
    expect(pending(email)).toHaveLength(1);
    const token = new URL(link!).searchParams.get("token")!;

    const confirmed = await post("/api/newsletter/confirm", { token, email, lang: "de" });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get("location")).toBe(`/newsletter/${encodeURIComponent(email)}?lang=de&done=confirmed`);
    expect(await recipient(email)).toEqual({ name: "Jörg Weiß", subscribed: true, language: "de" });
    expect(pending(email)).toEqual([]);
    const after = text(await (await fetch(`${site.url}${confirmed.headers.get("location")}`)).text());
    expect(after).toContain("Danke! Dein Abonnement ist bestätigt.");
    expect(after).toContain("Hallo Jörg Weiß, du bekommst unseren Newsletter.");

    const [, welcome] = await mailsTo(email, 2);
    expect(welcome!.subject).toMatch(/^Willkommen beim Newsletter von localhost:\d+$/);
    expect(rawHeader(welcome!, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    const oneClick = local(/^<(.+)>$/.exec(String(rawHeader(welcome!, "List-Unsubscribe")))![1]!);

    // Confirming again, and signing up again, change nothing and say the same.
    expect((await post("/api/newsletter/confirm", { token, email, lang: "de" })).headers.get("location")).toContain("done=confirmed");
    const again = await signUp(email, "Someone Else", "en");
    expect(again.status).toBe(200);
    expect(text(await again.text())).toContain(`If ${email} is not signed up yet, you will receive an e-mail`);
    expect(pending(email)).toEqual([]);
    expect(await recipient(email)).toEqual({ name: "Jörg Weiß", subscribed: true, language: "de" });
    expect(mailCount(email)).toBe(2);

    // A mail provider's one-click unsubscribe: a server-side POST without Origin.
    const unsubscribed = await post(oneClick.replace(site.url, ""), { "List-Unsubscribe": "One-Click" }, { origin: null });
    expect(unsubscribed.status).toBe(200);
    expect(await unsubscribed.json()).toEqual({ unsubscribed: true });
    expect(await recipient(email)).toMatchObject({ subscribed: false });
    expect(text(await (await fetch(`${site.url}/newsletter/${encodeURIComponent(email)}`)).text())).toContain(
      "Für diese Adresse besteht kein Newsletter-Abonnement.",
    );
    // Multipart, as RFC 8058 also allows, and a second time: the same answer.
    const multipart = new FormData();
    multipart.set("List-Unsubscribe", "One-Click");
    expect((await fetch(oneClick, { method: "POST", body: multipart })).status).toBe(200);
  });

  it("the welcome link's page unsubscribes with a button, in English", async () => {
    const email = `nl-button-${Date.now()}@example.test`;
    expect((await signUp(email, "", "en")).status).toBe(200);
    const [confirmMail] = await mailsTo(email, 1);
    expect(confirmMail!.subject).toMatch(/^Please confirm your newsletter signup at localhost:\d+$/);
    const token = new URL(/(http:\S+\/newsletter\/\S+)/.exec(confirmMail!.text ?? "")![1]!).searchParams.get("token")!;
    expect((await post("/api/newsletter/confirm", { token, email, lang: "en" })).status).toBe(303);
    // Without a name the address greets.
    expect(await recipient(email)).toEqual({ name: email, subscribed: true, language: "en" });
    const [, welcome] = await mailsTo(email, 2);
    const link = /View or cancel your subscription:\n(\S+)\n/.exec(welcome!.text ?? "")![1]!;
    const page = text(await (await fetch(local(link))).text());
    expect(page).toContain(`You will then receive no more issues at ${email}.`);
    const unsubscribeToken = new URL(link).searchParams.get("token")!;
    const res = await post("/api/newsletter/unsubscribe", { token: unsubscribeToken, email, lang: "en" });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`/newsletter/${encodeURIComponent(email)}?lang=en&done=unsubscribed`);
    expect(text(await (await fetch(`${site.url}${res.headers.get("location")}`)).text())).toContain("You have unsubscribed.");
    expect(await recipient(email)).toMatchObject({ subscribed: false });
  });

  it("forged and expired links change nothing and say so", async () => {
    const email = `nl-links-${Date.now()}@example.test`;
    expect((await signUp(email, "Links", "de")).status).toBe(200);
    const { tokenKey } = site.secrets();
    const expired = signNewsletterToken(tokenKey, "confirm", email, Date.now() - 1000);
    const forged = signNewsletterToken("another-key-another-key-another-key", "confirm", email, Date.now() + 3_600_000);
    const otherAddress = signNewsletterToken(tokenKey, "confirm", `x-${email}`, Date.now() + 3_600_000);
    const before = storedCounts();

    const expiredPage = text(await (await fetch(`${site.url}/newsletter/${email}?token=${expired}`)).text());
    expect(expiredPage).toContain("Dieser Link ist abgelaufen, es wurde nichts geändert.");
    expect(expiredPage).not.toContain("Abonnement bestätigen");
    for (const token of [forged, otherAddress, "garbage"]) {
      const page = text(await (await fetch(`${site.url}/newsletter/${email}?token=${encodeURIComponent(token)}`)).text());
      expect(page).toContain("Dieser Link ist ungültig, es wurde nichts geändert.");
    }
    const confirmExpired = await post("/api/newsletter/confirm", { token: expired, email, lang: "de" });
    expect(confirmExpired.headers.get("location")).toBe(`/newsletter/${encodeURIComponent(email)}?lang=de&done=expired`);
    const confirmForged = await post("/api/newsletter/confirm", { token: forged, email, lang: "de" });
    expect(confirmForged.headers.get("location")).toBe(`/newsletter/${encodeURIComponent(email)}?lang=de&done=invalid`);
    // A confirm token does not unsubscribe, and a forged one-click is a 404.
    expect((await post(`/api/newsletter/unsubscribe?token=${expired}`, { "List-Unsubscribe": "One-Click" }, { origin: null })).status).toBe(404);
    expect((await post(`/api/newsletter/unsubscribe?token=${forged}`, { "List-Unsubscribe": "One-Click" }, { origin: null })).status).toBe(404);
    expect(storedCounts()).toEqual(before);
    expect(pending(email)).toHaveLength(1);
    expect(await recipient(email)).toBeUndefined();
  });

  it("refuses a filled honeypot and a cross-origin send, and limits sends per e-mail address", async () => {
    const email = `nl-limits-${Date.now()}@example.test`;
    const before = storedCounts();
    const bot = await post("/api/newsletter/signup", { email, lang: "en", website: "https://spam.example", formStamp: "" });
    expect(bot.status).toBe(422);
    expect(text(await bot.text())).toContain("The form was sent the way only a program sends it.");
    expect((await post("/api/newsletter/signup", { email, lang: "de" }, { origin: "https://evil.example" })).status).toBe(403);
    expect((await post("/api/newsletter/confirm", { token: "x", email }, { origin: "https://evil.example" })).status).toBe(403);
    const invalid = await post("/api/newsletter/signup", { email: "not-an-address", name: "x".repeat(121), lang: "en" });
    expect(invalid.status).toBe(400);
    const invalidText = text(await invalid.text());
    expect(invalidText).toContain("Please enter a valid e-mail address");
    expect(invalidText).toContain("The name can have at most 120 characters.");
    expect(storedCounts()).toEqual(before);

    for (let i = 0; i < EMAIL_LIMIT; i++) expect((await signUp(email.toUpperCase(), "", "de")).status).toBe(200);
    const limited = await signUp(email, "", "de");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(text(await limited.text())).toContain("Dieses Formular wurde von hier oder mit dieser E-Mail-Adresse zu oft gesendet.");
    await mailsTo(email, EMAIL_LIMIT);
  });

  it("fuzz: no request to the newsletter endpoints gets a 5xx or stores anything", async () => {
    const before = storedCounts();
    const field = fc.oneof(fc.string(), fc.string({ unit: "binary" }), fc.emailAddress(), fc.constant(""), fc.stringMatching(/^[A-Za-z0-9_.-]{0,80}$/));
    const body = fc.dictionary(fc.constantFrom("email", "name", "lang", "website", "formStamp", "token", "List-Unsubscribe", "x"), field, { maxKeys: 6 });
    const request = fc.record({
      path: fc.constantFrom("/api/newsletter/signup", "/api/newsletter/confirm", "/api/newsletter/unsubscribe", "/api/newsletter/unsubscribe?token=abc.1.x"),
      method: fc.constantFrom("POST", "POST", "POST", "PUT", "GET"),
      contentType: fc.constantFrom(FORM, FORM, "multipart/form-data; boundary=x", "application/json", "text/plain"),
      body,
      raw: fc.option(fc.string({ unit: "binary", maxLength: 300 }), { freq: 4 }),
    });
    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        const payload = r.raw ?? new URLSearchParams(r.body).toString();
        const res = await call(site, r.path, r.method === "GET" ? { method: "GET" } : { method: r.method, raw: payload, contentType: r.contentType });
        await res.arrayBuffer();
        expect(res.status, `${r.method} ${r.path} ${payload}`).toBeLessThan(500);
      }),
      { numRuns: 250 },
    );
    expect(storedCounts()).toEqual(before);
  });

  it("fuzz: the recipient page takes any token and done without a 5xx, and a GET changes nothing", async () => {
    const email = `nl-page-fuzz-${Date.now()}@example.test`;
    expect((await signUp(email, "", "de")).status).toBe(200);
    const before = storedCounts();
    const { tokenKey } = site.secrets();
    const token = fc.oneof(
      fc.string(),
      fc.string({ unit: "binary" }),
      fc.constant(signNewsletterToken(tokenKey, "confirm", email, Date.now() + 3_600_000)),
      fc.integer({ min: -1e12, max: 1e12 }).map((offset) => signNewsletterToken(tokenKey, "unsubscribe", email, Date.now() + offset)),
    );
    await fc.assert(
      fc.asyncProperty(token, fc.string(), async (value, done) => {
        const res = await call(site, `/newsletter/${encodeURIComponent(email)}?${new URLSearchParams({ token: value, done })}`);
        await res.arrayBuffer();
        expect(res.status).toBe(200);
      }),
      { numRuns: 150 },
    );
    expect(storedCounts()).toEqual(before);
    expect(pending(email)).toHaveLength(1);
  });
});
