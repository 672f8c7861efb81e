import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { openSiteDatabase } from "../../src/lib/db/site-db.ts";
import { AUTH_TABLES } from "../../src/lib/auth/tables.ts";
import { createUser } from "../../src/lib/auth/users.ts";
import { startSite, type Site } from "../helpers/site.ts";
import { call, login, sessionUser } from "../helpers/http.ts";

const FORM = "application/x-www-form-urlencoded";

// A site started without ADMIN_EMAIL/ADMIN_PASSWORD: the first start prints a one-time password.
let site: Site;
let firstAdmin: { email: string; password: string };
beforeAll(async () => {
  site = await startSite({ env: { ADMIN_EMAIL: "", ADMIN_PASSWORD: "" } });
  const m = /First start: created admin (\S+) with one-time password (\S+) — change it after logging in\./.exec(site.output());
  if (!m) throw new Error(`no one-time password printed:\n${site.output()}`);
  firstAdmin = { email: m[1]!, password: m[2]! };
});
afterAll(async () => {
  await site?.stop();
});

/** Creates an editor straight in the site database of the running site. */
async function addEditor(email: string, password: string): Promise<{ email: string; password: string }> {
  const db = openSiteDatabase(site.dataDir, [AUTH_TABLES]);
  try {
    await createUser(db, { email, password, name: "Eda" });
  } finally {
    db.close();
  }
  return { email, password };
}

const form = (path: string, fields: Record<string, string>, cookie?: string, origin?: string) =>
  call(site, path, { raw: new URLSearchParams(fields).toString(), contentType: FORM, ...(cookie ? { cookie } : {}), ...(origin ? { origin } : {}) });
const cookieOf = (res: Response) => res.headers.getSetCookie()[0]!.split(";")[0]!;
const page = async (path: string, cookie: string, headers: Record<string, string> = {}) => {
  const res = await call(site, path, { cookie, headers });
  return { status: res.status, location: res.headers.get("location"), html: await res.text(), res };
};
const changeForm = (cookie: string, current: string, next: string, confirm = next) => form("/api/_auth/password", { current, next, confirm }, cookie);

describe("landing after login", () => {
  let editor: { email: string; password: string };
  beforeAll(async () => {
    editor = await addEditor("landing@example.test", "landing-password-1");
  });

  it("a form login lands on the returnTo the login page carries, else on /; never /manage/pages", async () => {
    const back = await form("/api/_auth/login", { ...editor, returnTo: "/ueber-uns?x=1" });
    expect(back.status).toBe(303);
    expect(back.headers.get("location")).toBe("/ueber-uns?x=1");
    const plain = await form("/api/_auth/login", editor);
    expect(plain.status).toBe(303);
    expect(plain.headers.get("location")).toBe("/");
    for (const evil of ["//evil.test", "https://evil.test/", "/\\evil.test"]) {
      const res = await form("/api/_auth/login", { ...editor, returnTo: evil });
      expect(new URL(res.headers.get("location")!, site.url).origin, evil).toBe(site.url);
    }
  });

  it("the login page carries the link's returnTo, else a same-origin Referer, else its language's home", async () => {
    const hidden = (html: string) => /<input type="hidden" name="returnTo" value="([^"]*)"/.exec(html)?.[1]?.replaceAll("&amp;", "&");
    const anon = (path: string, headers: Record<string, string> = {}) => call(site, path, { headers }).then((r) => r.text());
    expect(hidden(await anon("/login?returnTo=%2Fkontakt"))).toBe("/kontakt");
    expect(hidden(await anon("/login", { referer: `${site.url}/ueber-uns?a=b` }))).toBe("/ueber-uns?a=b");
    expect(hidden(await anon("/login", { referer: "https://evil.test/x" }))).toBe("/");
    expect(hidden(await anon("/en/login"))).toBe("/en");
    expect(hidden(await anon("/en/login?returnTo=%2F%2Fevil.test"))).toBe("/en");
  });

  it("content pages link to the login page with their own path as returnTo", async () => {
    const html = await (await call(site, "/")).text();
    expect(html).toContain('href="/login?returnTo=%2F"');
    const en = await (await call(site, "/en")).text();
    expect(en).toContain('href="/en/login?returnTo=%2Fen"');
    // A personal on-demand page does not put its path into the link.
    const newsletter = await (await call(site, "/newsletter/nobody%40example.test")).text();
    expect(newsletter).toContain('href="/login"');
    expect(newsletter).not.toContain("returnTo=%2Fnewsletter");
  });

  it("a failed English login comes back to the English login page", async () => {
    const res = await form("/api/_auth/login", { email: editor.email, password: "not-the-password", returnTo: "/en", lang: "en" });
    expect(res.headers.get("location")).toBe("/en/login?error=invalid&returnTo=%2Fen");
  });
});

describe("the first-start one-time password", () => {
  let cookie: string;

  it("is printed once and flagged: its login lands on /manage/account, which says why", async () => {
    const res = await form("/api/_auth/login", { ...firstAdmin, returnTo: "/ueber-uns" });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/manage/account");
    cookie = cookieOf(res);
    expect((await sessionUser(site, cookie))?.mustChangePassword).toBe(true);
    const account = await page("/manage/account", cookie);
    expect(account.status).toBe(200);
    expect(account.html).toContain("Bitte ändere zuerst dein Passwort");
    expect(account.html).toContain("Einmalpasswort");
    expect(account.html).not.toContain('href="/manage"');
  });

  it("keeps every other /manage page and the editor rights closed until the password is changed", async () => {
    for (const path of ["/manage", "/manage/", "/manage/pages"]) {
      const res = await page(path, cookie);
      expect(res.status, path).toBe(303);
      expect(res.location, path).toBe("/manage/account");
    }
    const flush = await call(site, "/manage/flushcache", { method: "POST", body: {}, cookie });
    expect(flush.status).toBe(303);
    expect(flush.headers.get("location")).toBe("/manage/account");
    const draft = await call(site, "/cms/api/content/baukasten/colors?publish=false", {
      body: { name: { de: "Probe", en: "Probe" }, hexcode: { iv: "#123456" } },
      cookie,
    });
    expect(draft.status).toBe(401);
  });

  it("once changed, the old password is refused, the new one works and the admin pages open", async () => {
    const next = "first-admin-new-password";
    const res = await changeForm(cookie, firstAdmin.password, next);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/manage/account?changed=1");
    expect((await sessionUser(site, cookie))?.mustChangePassword).toBe(false);
    expect((await page("/manage", cookie)).status).toBe(200);
    const draft = await call(site, "/cms/api/content/baukasten/colors?publish=false", {
      body: { name: { de: "Probe", en: "Probe" }, hexcode: { iv: "#123456" } },
      cookie,
    });
    expect(draft.status).toBe(201);
    expect((await call(site, "/api/_auth/login", { body: firstAdmin })).status).toBe(401);
    expect((await call(site, "/api/_auth/login", { body: { email: firstAdmin.email, password: next } })).status).toBe(200);
    firstAdmin = { email: firstAdmin.email, password: next };
  });
});

describe("changing the password", () => {
  let editor: { email: string; password: string };
  beforeAll(async () => {
    editor = await addEditor("change@example.test", "change-password-1");
  });

  it("shows each problem beside its field, in the page's language, and changes nothing", async () => {
    const cookie = await login(site, editor);
    const cases: [Record<string, string>, string][] = [
      [{ current: "", next: "", confirm: "" }, "current=required&next=required&confirm=required"],
      [{ current: editor.password, next: "too-short", confirm: "too-short" }, "next=short"],
      [{ current: editor.password, next: "long-enough-password", confirm: "long-enough-passwort" }, "confirm=mismatch"],
      [{ current: editor.password, next: editor.password, confirm: editor.password }, "next=same"],
      [{ current: "wrong-current-password", next: "long-enough-password", confirm: "long-enough-password" }, "current=wrong"],
    ];
    for (const [fields, query] of cases) {
      const res = await form("/api/_auth/password", fields, cookie);
      expect(res.status, query).toBe(303);
      expect(res.headers.get("location"), query).toBe(`/manage/account?${query}`);
    }
    expect((await call(site, "/api/_auth/login", { body: editor })).status).toBe(200);

    const shown = await page("/manage/account?next=short&confirm=mismatch", cookie);
    expect(shown.html).toContain("Das neue Passwort braucht mindestens 12 Zeichen.");
    expect(shown.html).toContain("Die Wiederholung stimmt nicht mit dem neuen Passwort überein.");
    const next = /<input[^>]*id="password-next"[^>]*>/.exec(shown.html)![0];
    expect(next).toContain('aria-invalid="true"');
    expect(next).toContain('aria-describedby="password-next-hint password-next-error"');
    expect(next).toMatch(/autofocus/);
    expect(/<input[^>]*id="password-confirm"[^>]*>/.exec(shown.html)![0]).not.toMatch(/autofocus/);
    expect(/<input[^>]*id="password-current"[^>]*>/.exec(shown.html)![0]).not.toContain("aria-invalid");
    const english = await page("/manage/account?lang=en&current=wrong", cookie);
    expect(english.html).toContain("The current password is wrong.");
    expect(english.html).toContain('<html lang="en"');
  });

  it("JSON callers get the field problems as details", async () => {
    const cookie = await login(site, editor);
    const bad = await call(site, "/api/_auth/password", { body: { current: editor.password, next: "short", confirm: "shirt" }, cookie });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: "InvalidBody", details: { next: ["short"], confirm: ["mismatch"] } });
    const wrong = await call(site, "/api/_auth/password", {
      body: { current: "nope-nope-nope", next: "long-enough-password", confirm: "long-enough-password" },
      cookie,
    });
    expect(wrong.status).toBe(403);
    expect(await wrong.json()).toMatchObject({ error: "WrongPassword", details: { current: ["wrong"] } });
    expect((await call(site, "/api/_auth/password", { body: { current: "x", next: "y", confirm: "y" } })).status).toBe(401);
  });

  it("ends every other session of the user and keeps the current one; the old password is refused afterwards", async () => {
    const current = await login(site, editor);
    const other = await login(site, editor);
    const next = "change-password-2-new";
    const res = await changeForm(current, editor.password, next);
    expect(res.headers.get("location")).toBe("/manage/account?changed=1");
    expect((await sessionUser(site, current))?.email).toBe(editor.email);
    expect(await sessionUser(site, other)).toBeUndefined();
    expect((await call(site, "/api/_auth/login", { body: editor })).status).toBe(401);
    expect((await call(site, "/api/_auth/login", { body: { email: editor.email, password: next } })).status).toBe(200);
    const shown = await page("/manage/account?changed=1", current);
    expect(shown.html).toContain("Dein Passwort ist geändert.");
    editor = { email: editor.email, password: next };
  });

  it("stops guessing the current password at the login limit, even with the right one", async () => {
    const guessed = await addEditor("guessed@example.test", "guessed-password-1");
    const cookie = await login(site, guessed);
    for (let i = 0; i < 10; i++) await changeForm(cookie, `wrong-guess-${i}-password`, "whatever-new-password");
    const res = await changeForm(cookie, guessed.password, "whatever-new-password");
    expect(res.headers.get("location")).toBe("/manage/account?current=limited");
    expect((await page("/manage/account?current=limited", cookie)).html).toContain("Zu viele falsche Versuche.");
  });

  it("a cross-origin password change is refused", async () => {
    const cookie = await login(site, editor);
    const res = await form(
      "/api/_auth/password",
      { current: editor.password, next: "cross-origin-password", confirm: "cross-origin-password" },
      cookie,
      "https://evil.test",
    );
    expect(res.status).toBe(403);
    expect((await call(site, "/api/_auth/login", { body: editor })).status).toBe(200);
  });
});

describe("logging out with the form", () => {
  let editor: { email: string; password: string };
  beforeAll(async () => {
    editor = await addEditor("logout@example.test", "logout-password-1");
  });

  it("ends the session server-side, clears the cookie and goes to the form's returnTo or /", async () => {
    const cookie = await login(site, editor);
    const res = await form("/api/_auth/logout", { returnTo: "/en" }, cookie);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/en");
    expect(res.headers.getSetCookie()[0]).toMatch(/^session=; .*Max-Age=0/);
    expect(await sessionUser(site, cookie)).toBeUndefined();
    expect((await page("/manage", cookie)).location).toBe("/login?returnTo=%2Fmanage");
    const again = await form("/api/_auth/logout", { returnTo: "//evil.test" }, cookie);
    expect(again.status).toBe(303);
    expect(again.headers.get("location")).toBe("/");
  });

  it("is refused cross-origin", async () => {
    const cookie = await login(site, editor);
    expect((await form("/api/_auth/logout", {}, cookie, "https://evil.test")).status).toBe(403);
    expect(await sessionUser(site, cookie)).toBeDefined();
  });
});

describe("/manage", () => {
  let cookie: string;
  beforeAll(async () => {
    cookie = await login(site, await addEditor("overview@example.test", "overview-password-1"));
  });

  it("counts the content in the store, drafts included, and names the build being served", async () => {
    const { status, html } = await page("/manage", cookie);
    expect(status).toBe(200);
    const text = html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
    // The seed's 11 colours plus the draft made above.
    expect(text).toContain("Farben 12 11 veröffentlicht");
    expect(text).toMatch(/Seiten \d+ Deutsch: \d+ · English: \d+/);
    expect(text).toMatch(/Blocktypen \d+/);
    expect(text).toMatch(/Dateien \d+/);
    const latest = JSON.parse(readFileSync(join(site.liveDir, "builds", "latest.json"), "utf8")) as { id: string };
    expect(html).toContain(latest.id);
  });

  it("links only to what exists, and the cache form flushes and comes back with a message", async () => {
    const { html } = await page("/manage", cookie);
    const hrefs = [...html.matchAll(/href="(\/[^"]*)"/g)].map((m) => m[1]!.replaceAll("&amp;", "&")).filter((h) => !h.startsWith("/_astro/"));
    expect(hrefs).toContain("/manage/account");
    for (const href of new Set(hrefs)) {
      expect((await call(site, href, { cookie })).status, href).toBeLessThan(400);
    }
    const flush = await form("/manage/flushcache", { returnTo: "/manage?done=flushed" }, cookie);
    expect(flush.headers.get("location")).toBe("/manage?done=flushed");
    expect((await page("/manage?done=flushed", cookie)).html).toContain("Der Cache ist geleert.");
  });

  it("speaks the editor's language: ?lang= (remembered), else Accept-Language, else German", async () => {
    const asked = await page("/manage?lang=en", cookie);
    expect(asked.html).toContain("<h1");
    expect(asked.html).toContain(">Overview</h1>");
    const remembered = asked.res.headers.getSetCookie().find((c) => c.startsWith("admin-lang="))!;
    expect(remembered).toMatch(/^admin-lang=en; Path=\/; SameSite=Lax/);
    expect((await page("/manage/account", `${cookie}; ${remembered.split(";")[0]}`)).html).toContain(">Account</h1>");
    expect((await page("/manage", cookie, { "accept-language": "en-US,en;q=0.9" })).html).toContain(">Overview</h1>");
    expect((await page("/manage", cookie)).html).toContain(">Übersicht</h1>");
  });
});
