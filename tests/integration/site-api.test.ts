import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { createHash } from "node:crypto";
import { ADMIN, startSite, type Site } from "../helpers/site.ts";
import { call, login } from "../helpers/http.ts";
import { stampTime } from "../../src/lib/visitor-forms/stamp.ts";

let site: Site;
const app = "baukasten";
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  await site?.stop();
});

const rest = (body: unknown, o: Parameters<typeof call>[2] = {}) => call(site, "/api/rest", { body, ...o });
const pagesUrl = () => `api/content/${app}/pages`;

describe("content endpoints", () => {
  it("POST /api/rest lists published pages flattened for the language", async () => {
    const res = await rest({ url: pagesUrl(), language: "en", cache: false });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    const body = (await res.json()) as { items: { id: string; data: { title: unknown } }[]; total: number };
    expect(body.total).toBeGreaterThanOrEqual(9);
    expect(body.items.length).toBeGreaterThan(0);
    expect(typeof body.items[0]!.data.title).toBe("string");
    const de = (await (await rest({ url: pagesUrl(), language: "de", cache: false })).json()) as typeof body;
    const titles = (b: typeof body) => b.items.map((i) => i.data.title).sort();
    expect(titles(de)).not.toEqual(titles(body));
  });

  it("POST /api/rest honours the allow-listed query and the single-item form", async () => {
    const list = (await (await rest({ url: `/${pagesUrl()}?$top=2&$skip=1`, language: "de", cache: true })).json()) as { items: { id: string }[] };
    expect(list.items).toHaveLength(2);
    const one = (await (await rest({ url: `${pagesUrl()}/${list.items[0]!.id}`, language: "de", cache: true })).json()) as {
      items: { id: string }[];
      total: number;
    };
    expect(one).toMatchObject({ total: 1, items: [{ id: list.items[0]!.id }] });
  });

  it("POST /api/getcontentitem returns one item", async () => {
    const list = (await (await rest({ url: pagesUrl(), language: "de", cache: true })).json()) as { items: { id: string }[] };
    const res = await call(site, "/api/getcontentitem", { body: { url: pagesUrl(), id: list.items[0]!.id, language: "de", cache: true } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { id: string }).id).toBe(list.items[0]!.id);
    const missing = await call(site, "/api/getcontentitem", { body: { url: pagesUrl(), id: "does-not-exist", language: "de", cache: true } });
    expect(missing.status).toBe(404);
  });

  it("POST /api/getassets, /api/schemas, /api/graphql and /api/getThirdPartyScripts answer", async () => {
    const assets = (await (await call(site, "/api/getassets", { body: { language: "de", cache: true } })).json()) as { items: unknown[]; total: number };
    expect(assets.items.length).toBeGreaterThan(0);
    const schemas = (await (await call(site, "/api/schemas", { body: {} })).json()) as { items: { name: string }[] };
    expect(schemas.items.map((s) => s.name)).toContain("pages");
    const gql = await call(site, "/api/graphql", {
      body: { graphquery: "{ queryPagesContents(top: 2) { id flatData { title } } }", key: "pages", language: "en", cache: true },
    });
    expect(gql.status).toBe(200);
    expect(((await gql.json()) as { queryPagesContents: unknown[] }).queryPagesContents).toHaveLength(2);
    const scripts = await call(site, "/api/getThirdPartyScripts", { body: { url: `api/content/${app}/global-settings`, language: "de", cache: true } });
    expect(scripts.status).toBe(200);
    expect(await scripts.json()).toEqual({ items: [] });
  });

  it("refuses GraphQL mutations and anonymous introspection", async () => {
    const mutation = await call(site, "/api/graphql", {
      body: { graphquery: 'mutation { deletePagesContent(id: "x") { id } }', key: "", language: "de", cache: false },
    });
    expect(mutation.status).toBe(400);
    const intro = await call(site, "/api/graphql", { body: { graphquery: "{ __schema { types { name } } }", key: "", language: "de", cache: false } });
    expect(intro.status).toBe(400);
  });

  it("answers bad bodies with 400, other content types with 415, oversized bodies with 413", async () => {
    for (const body of [
      {},
      { url: 1, language: "de" },
      { url: pagesUrl(), language: "de", cache: "yes" },
      { url: pagesUrl(), language: "<x>" },
      [],
      null,
      "x",
    ]) {
      const res = await rest(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const err = (await res.json()) as { error: string; message: string };
      expect(err.error).toMatch(/InvalidBody|BadRequest/);
      expect(err.message.length).toBeGreaterThan(0);
    }
    expect((await rest(undefined, { raw: "{not json" })).status).toBe(400);
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "application/xml"]) {
      expect((await rest(undefined, { raw: JSON.stringify({ url: pagesUrl(), language: "de" }), contentType: type })).status, type).toBe(415);
    }
    const big = JSON.stringify({ url: pagesUrl(), language: "de", pad: "x".repeat(1024 * 1024 + 10) });
    expect((await rest(undefined, { raw: big })).status).toBe(413);
  });

  it("refuses urls outside the allow-list with 400", async () => {
    for (const url of [
      "http://127.0.0.1:9/",
      `api/content/${app}/../../identity-server/connect/token`,
      `api/apps/${app}/schemas`,
      "api/content/other/pages",
      `api/content/${app}/pages%2f..`,
    ]) {
      const res = await rest({ url, language: "de", cache: false });
      expect(res.status, url).toBe(400);
    }
  });

  it("anonymous callers cannot read non-public schemas", async () => {
    const res = await rest({ url: `api/content/${app}/backend-navigation`, language: "de", cache: false });
    expect(res.status).toBe(403);
  });
});

describe("sessions", () => {
  it("logs in with JSON, reports the session, and logs out server-side", async () => {
    const res = await call(site, "/api/_auth/login", { body: ADMIN });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { user: { email: string; superuser: boolean } }).user).toMatchObject({ email: ADMIN.email, superuser: true });
    const setCookie = res.headers.getSetCookie()[0]!;
    expect(setCookie).toMatch(/^session=[A-Za-z0-9_-]{43}; /);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Path=\//);
    expect(setCookie).not.toMatch(/Domain=/i);
    const cookie = setCookie.split(";")[0]!;
    const session = await call(site, "/api/_auth/session", { cookie });
    expect(session.headers.get("cache-control")).toBe("no-store");
    expect(await session.json()).toEqual({ user: expect.objectContaining({ email: ADMIN.email, superuser: true }) });
    expect(await (await call(site, "/api/_auth/session")).json()).toEqual({});
    const out = await call(site, "/api/_auth/session", { method: "DELETE", cookie });
    expect(out.status).toBe(200);
    expect(out.headers.get("clear-site-data")).toBe('"cache", "storage"');
    expect(out.headers.getSetCookie()[0]).toMatch(/Max-Age=0/);
    expect(await (await call(site, "/api/_auth/session", { cookie })).json()).toEqual({});
  });

  it("rotates the id at login: a pre-set or forged cookie is never adopted", async () => {
    const first = await login(site);
    const second = await login(site, ADMIN, first);
    expect(second).not.toBe(first);
    expect(await (await call(site, "/api/_auth/session", { cookie: first })).json()).toEqual({});
    expect(await (await call(site, "/api/_auth/session", { cookie: second })).json()).toHaveProperty("user");
    const forged = "session=" + "A".repeat(43);
    const third = await login(site, ADMIN, forged);
    expect(third).not.toBe(forged);
    expect(await (await call(site, "/api/_auth/session", { cookie: forged })).json()).toEqual({});
  });

  it("refuses a wrong password with 401 and logs it without the password", async () => {
    const res = await call(site, "/api/_auth/login", { body: { email: ADMIN.email, password: "wrong-password-SECRETMARK" } });
    expect(res.status).toBe(401);
    expect(((await res.json()) as { error: string }).error).toBe("InvalidCredentials");
    await new Promise((r) => setTimeout(r, 100));
    expect(site.output()).toContain("login failed");
    expect(site.output()).not.toContain("SECRETMARK");
  });

  it("form login redirects same-origin only", async () => {
    const form = (fields: Record<string, string>) =>
      call(site, "/api/_auth/login", { raw: new URLSearchParams(fields).toString(), contentType: "application/x-www-form-urlencoded" });
    const ok = await form({ ...ADMIN, returnTo: "/manage/pages" });
    expect(ok.status).toBe(303);
    expect(ok.headers.get("location")).toBe("/manage/pages");
    expect(ok.headers.getSetCookie()[0]).toMatch(/^session=/);
    for (const evil of ["//evil.test", "https://evil.test/", "/\\evil.test", "/%2F%2Fevil.test", "javascript:alert(1)"]) {
      const res = await form({ ...ADMIN, returnTo: evil });
      expect(res.status).toBe(303);
      expect(new URL(res.headers.get("location")!, site.url).origin, evil).toBe(site.url);
    }
    const bad = await form({ email: ADMIN.email, password: "nope-nope-nope", returnTo: "//evil.test" });
    expect(bad.status).toBe(303);
    expect(bad.headers.get("location")).toMatch(/^\/login\?error=invalid/);
  });

  it("a cross-origin login or logout is refused", async () => {
    expect((await call(site, "/api/_auth/login", { body: ADMIN, origin: "https://evil.test" })).status).toBe(403);
    const cookie = await login(site);
    expect((await call(site, "/api/_auth/session", { method: "DELETE", cookie, origin: "https://evil.test" })).status).toBe(403);
    expect((await call(site, "/api/_auth/session", { method: "DELETE", cookie, origin: null, headers: { "sec-fetch-site": "cross-site" } })).status).toBe(403);
    expect(await (await call(site, "/api/_auth/session", { cookie })).json()).toHaveProperty("user");
  });
});

describe("manage area and cache flush", () => {
  it("redirects anonymous visitors to /login, including encoded variants", async () => {
    const res = await call(site, "/manage/pages");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/login?returnTo=%2Fmanage%2Fpages");
    for (const path of ["/manage", "/MANAGE", "/Manage/x", "/%6danage", "/%6Danage/pages", "/manage/", "/manage/../manage"]) {
      const r = await call(site, path);
      expect([302, 400, 404], path).toContain(r.status);
      if (r.status === 302) expect(r.headers.get("location"), path).toMatch(/^\/login\?returnTo=/);
      expect(await r.text()).not.toMatch(/flushed|Abmelden|logout/i);
    }
    for (const path of ["/%256danage", "/manage;", "/manage%2fpages", "//manage", "/%2e%2e/manage", "/manage\\x"]) {
      const r = await call(site, path);
      expect([302, 400, 404], path).toContain(r.status);
    }
  });

  it("flushcache: GET shows the screen, PUT 405, anonymous 302/401, cross-origin 403, editor POST flushes", async () => {
    const screen = await call(site, "/manage/flushcache", { method: "GET", cookie: await login(site) });
    expect(screen.status).toBe(200);
    expect(await screen.text()).toContain("<h1");
    expect((await call(site, "/manage/flushcache", { method: "PUT", body: {}, cookie: await login(site) })).status).toBe(405);
    const anon = await call(site, "/manage/flushcache", { method: "POST", body: {} });
    expect([302, 401]).toContain(anon.status);
    const cookie = await login(site);
    expect((await call(site, "/manage/flushcache", { method: "POST", body: {}, cookie, origin: "https://evil.test" })).status).toBe(403);
    await rest({ url: pagesUrl(), language: "de", cache: true });
    const res = await call(site, "/manage/flushcache", { method: "POST", body: {}, cookie });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { flushed: number }).flushed).toBeGreaterThanOrEqual(1);
    const form = await call(site, "/manage/flushcache", {
      method: "POST",
      raw: "returnTo=%2Fmanage",
      contentType: "application/x-www-form-urlencoded",
      cookie,
    });
    expect(form.status).toBe(303);
    expect(form.headers.get("location")).toBe("/manage");
  });
});

describe("publish hook", () => {
  const event = JSON.stringify({
    type: "PagesPublished",
    payload: { id: "abc", status: "Published", schemaId: { id: "s1", name: "pages" } },
    timestamp: new Date().toISOString(),
  });
  const signed = (body: string, secret: string) =>
    createHash("sha256")
      .update(body + secret)
      .digest("base64");
  const events = () => {
    const db = new DatabaseSync(join(site.dataDir, "site.db"), { readOnly: true });
    try {
      return db.prepare("SELECT type, schema_name, content_id, status FROM content_events WHERE content_id = 'abc'").all();
    } finally {
      db.close();
    }
  };

  it("refuses a bad signature with 401 and records nothing", async () => {
    for (const signature of ["", "AAAA", signed(event, "wrong-secret-0123456789")]) {
      const res = await call(site, "/api/hooks/content", { raw: event, origin: null, headers: signature ? { "x-signature": signature } : {} });
      expect(res.status).toBe(401);
    }
    expect(events()).toHaveLength(0);
  });

  it("accepts a signed event with 202, records it and clears the cache", async () => {
    await rest({ url: pagesUrl(), language: "de", cache: true });
    const res = await call(site, "/api/hooks/content", {
      raw: event,
      origin: null,
      headers: { "x-signature": signed(event, site.secrets().publishHookSecret) },
    });
    expect(res.status).toBe(202);
    expect(events()).toEqual([{ type: "PagesPublished", schema_name: "pages", content_id: "abc", status: "Published" }]);
    const flush = await call(site, "/manage/flushcache", { method: "POST", body: {}, cookie: await login(site) });
    expect(((await flush.json()) as { flushed: number }).flushed).toBe(0);
  });
});

describe("the client secret", () => {
  it("appears in no response and nowhere under dist/", async () => {
    const { clientSecret } = site.secrets();
    expect(clientSecret.length).toBeGreaterThanOrEqual(16);
    const cookie = await login(site);
    const responses = await Promise.all([
      call(site, "/"),
      call(site, "/en"),
      call(site, "/does-not-exist"),
      call(site, "/api/_auth/session", { cookie }),
      rest({ url: pagesUrl(), language: "de", cache: false }),
      call(site, "/api/schemas", { body: {} }),
      call(site, "/api/getassets", { body: { language: "de" } }),
      call(site, "/cms/identity-server/connect/token", {
        method: "POST",
        raw: `grant_type=client_credentials&client_id=${app}:default&client_secret=x&scope=squidex-api`,
        contentType: "application/x-www-form-urlencoded",
        cookie,
      }),
      call(site, `/cms/api/apps/${app}/schemas`, { cookie }),
    ]);
    for (const res of responses) {
      const text = await res.text();
      expect(text).not.toContain(clientSecret);
      expect(text).not.toMatch(/access_token/);
      for (const [, value] of res.headers) expect(value).not.toContain(clientSecret);
    }
    const hits: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const p = join(dir, name);
        if (statSync(p).isDirectory()) walk(p);
        else if (readFileSync(p).includes(clientSecret)) hits.push(p);
      }
    };
    walk(join(process.cwd(), "dist"));
    expect(hits).toEqual([]);
  });
});

describe("GET /api/editor/links", () => {
  it("refuses visitors and gives editors the shown practitioners and challenges matching a search, at the paths the site serves", async () => {
    expect((await call(site, "/api/editor/links?kind=practitioners")).status).toBe(401);
    const cookie = await login(site);
    type Answer = { total: number; items: { id: string; titles: Record<string, string>; paths: Record<string, string> }[] };
    const res = await call(site, "/api/editor/links?kind=practitioners&search=Sch%C3%A4fer", { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const lea = ((await res.json()) as Answer).items.find((item) => item.titles.de === "Lea Schäfer");
    expect(lea?.paths).toEqual({ de: "/practitioners/lea-schaefer", en: "/en/practitioners/lea-schaefer" });
    expect((await call(site, lea!.paths.en!)).status).toBe(200);
    // Gudrun Maaß is not displayed in the directory.
    expect(((await (await call(site, "/api/editor/links?kind=practitioners&search=Gudrun", { cookie })).json()) as Answer).total).toBe(0);
    const challenges = (await (await call(site, "/api/editor/links?kind=challenges&search=Stairs", { cookie })).json()) as Answer;
    expect(challenges.items.map((item) => item.paths)).toEqual([
      { de: "/weekly-challenge/treppe-statt-aufzug", en: "/en/weekly-challenge/stairs-instead-of-the-lift" },
    ]);
    expect((await call(site, "/api/editor/links?kind=users", { cookie })).status).toBe(400);
    expect((await call(site, "/api/editor/links?kind=challenges&page=-1", { cookie })).status).toBe(400);
  });
});

describe("GET /api/editor/site", () => {
  it("refuses visitors and gives editors what the builder's views render from, never cached", async () => {
    expect((await call(site, "/api/editor/site")).status).toBe(401);
    const cookie = await login(site);
    const res = await call(site, "/api/editor/site", { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const body = (await res.json()) as {
      site: { pages: { id: string }[]; practitioners: unknown[]; assets: { id: string; url: string }[]; siteCode: string };
      mapTiles: { url: string; attribution: string };
      app: string;
    };
    expect(body.app).toBe("baukasten");
    expect(body.site.pages.length).toBeGreaterThanOrEqual(9);
    expect(body.site.practitioners.length).toBeGreaterThan(0);
    expect(body.site.assets.length).toBeGreaterThan(0);
    expect(body.site.assets[0]!.url).toMatch(/^\/cms\/api\/assets\//);
    expect(body.mapTiles.url).toContain("{z}");
    expect((await call(site, "/api/editor/site", { cookie, method: "POST", body: {} })).status).toBe(405);
  });

  it("opens with no page's tree and no collection (?lists=), sends those asked for, and refuses an unknown one", async () => {
    const cookie = await login(site);
    type Lists = { site: { pages: unknown[]; practitioners: unknown[]; appointments: unknown[]; challenges: unknown[]; colors: unknown[] } };
    const open = await call(site, "/api/editor/site?lists=", { cookie });
    const text = await open.text();
    const lean = JSON.parse(text) as Lists;
    expect([lean.site.pages, lean.site.practitioners, lean.site.appointments, lean.site.challenges]).toEqual([[], [], [], []]);
    expect(lean.site.colors.length).toBeGreaterThan(0);
    // No page's tree in the open payload: the id of no page's block is anywhere in it.
    type Tree = { id: string; children?: Tree }[];
    const all = (await (await call(site, "/api/editor/site", { cookie })).json()) as { site: { pages: { data: { blocks?: { iv?: Tree } } }[] } };
    const blockIds = all.site.pages.flatMap((page) => (page.data.blocks?.iv ?? []).map((block) => block.id));
    expect(blockIds.length).toBeGreaterThanOrEqual(9);
    expect(blockIds.filter((id) => text.includes(id))).toEqual([]);
    const some = (await (await call(site, "/api/editor/site?lists=challenges", { cookie })).json()) as Lists;
    expect(some.site.challenges.length).toBeGreaterThan(0);
    expect(some.site.practitioners).toEqual([]);
    expect(some.site.pages).toEqual([]);
    const bad = await call(site, "/api/editor/site?lists=users", { cookie });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string; details: Record<string, string[]> }).details.lists![0]).toMatch(/unknown list users/);
  });

  it("sends just the lists asked for with ?only=, as the builder loads them on demand", async () => {
    const cookie = await login(site);
    const res = await call(site, "/api/editor/site?only=appointments,pages", { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const body = (await res.json()) as { lists: Record<string, { id: string }[]>; site?: unknown };
    expect(Object.keys(body).sort()).toEqual(["lists"]);
    expect(Object.keys(body.lists).sort()).toEqual(["appointments", "pages"]);
    expect(body.lists.appointments!.length).toBeGreaterThan(0);
    expect(body.lists.pages!.length).toBeGreaterThanOrEqual(9);
    expect((await call(site, "/api/editor/site?only=users", { cookie })).status).toBe(400);
    expect((await call(site, "/api/editor/site?only=pages&lists=", { cookie })).status).toBe(400);
    expect((await call(site, "/api/editor/site?only=pages")).status).toBe(401);
  });
});

describe("GET /api/forms/stamp", () => {
  it("hands out a fresh stamp signed with this site's key, never cached", async () => {
    const before = Date.now();
    const res = await call(site, "/api/forms/stamp", { method: "GET" });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const { stamp } = (await res.json()) as { stamp: string };
    expect(stampTime(site.secrets().tokenKey, stamp)).toBeGreaterThanOrEqual(before);
    expect(stampTime("another key", stamp)).toBe("forged");
    const post = await call(site, "/api/forms/stamp", { body: {} });
    expect(post.status).toBe(405);
  });
});
