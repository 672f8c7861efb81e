import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { graphqlTypeName } from "../../src/lib/cms/public-graphql.ts";
import { PUBLIC_SCHEMAS } from "../../src/lib/cms/public-schemas.ts";
import { ADMIN, type Site } from "../helpers/site.ts";
import { call, rawRequest, startSiteAsEditor } from "../helpers/http.ts";

// The probes of a black-box check of the running site (the embedded content service behind the
// production server), each answered as it must be now.

const APP = "baukasten";
let site: Site;
let editor: string;
beforeAll(async () => void ({ site, cookie: editor } = await startSiteAsEditor()));
afterAll(async () => {
  await site?.stop();
});

/** A raw request with the body as text. */
const raw = async (path: string, o: { method?: string; headers?: Record<string, string>; body?: string } = {}) => {
  const res = await rawRequest(site, path, o);
  return { ...res, body: res.body.toString() };
};

/** A POST of a JSON body as curl or a server-side script sends it: no Origin, no Sec-Fetch-Site. */
const script = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  raw(path, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });

const graphql = (graphquery: string, o: { cookie?: string; cache?: boolean } = {}) =>
  call(site, "/api/graphql", { body: { graphquery, language: "de", cache: o.cache ?? false }, ...(o.cookie ? { cookie: o.cookie } : {}) });

describe("anonymous GraphQL sees what anonymous REST sees", () => {
  const PRIVATE = [
    "{ queryRecipientsContents { flatData { email name present } } }",
    "{ queryNewslettersContents { id flatData { title } } }",
    "{ queryBackendNavigationContents { id } }",
    "{ queryRecipientsContentsWithTotal { total items { id } } }",
    "{ r: queryRecipientsContents { id } }",
    "{ ...Q } fragment Q on Query { queryRecipientsContents { flatData { email } } }",
    "{ ... on Query { queryRecipientsContents { flatData { email } } } }",
    "{ queryPagesContents(top: 1) { ... on Recipients { flatData { email } } } }",
    "{ queryPagesContents(top: 1) { id } } fragment R on Recipients { flatData { email } }",
  ];

  it("refuses private schemas by every path, with or without Origin, and editors still read them", async () => {
    for (const query of PRIVATE) {
      for (const res of [await graphql(query), await graphql(query, { cache: true })]) {
        const text = await res.text();
        expect(res.status, query).toBe(400);
        expect(JSON.parse(text)).toMatchObject({ error: "BadRequest", details: { graphquery: expect.arrayContaining([expect.any(String)]) } });
        expect(text).not.toMatch(/@example|WILLKOMMEN/);
      }
      const curl = await script("/api/graphql", { graphquery: query, language: "de", cache: false });
      expect(curl.status, query).toBe(400);
    }
    // The editor's answer is cached; the same query from a visitor is still refused before the cache.
    const asEditor = await graphql(PRIVATE[0]!, { cookie: editor, cache: true });
    expect(asEditor.status).toBe(200);
    expect(await asEditor.text()).toMatch(/@example/);
    expect((await graphql(PRIVATE[0]!, { cache: true })).status).toBe(400);
    // No Origin: the session cookie is ignored, so the editor's cookie does not help a script.
    expect((await script("/api/graphql", { graphquery: PRIVATE[0], language: "de", cache: true }, { cookie: editor })).status).toBe(400);
  });

  it("answers every public schema, aliases, fragments, inline fragments and __typename", async () => {
    for (const schema of PUBLIC_SCHEMAS) {
      const res = await graphql(`{ query${graphqlTypeName(schema)}Contents(top: 1) { id } }`);
      expect(res.status, schema).toBe(200);
    }
    const res = await graphql(
      "{ __typename a: queryPagesContents(top: 2) { __typename ...P } b: queryColorsContents(top: 1) { ... on Colors { id flatData { hexcode } } } } fragment P on Pages { id flatData { title } }",
    );
    expect(res.status).toBe(200);
    const data = (await res.json()) as { __typename: string; a: { __typename: string; id: string }[]; b: { id: string }[] };
    expect(data.__typename).toBe("Query");
    expect(data.a).toHaveLength(2);
    expect(data.a[0]!.__typename).toBe("Pages");
    expect(data.b).toHaveLength(1);
  });

  it("never shows unpublished data: no version argument, drafts are null", async () => {
    const created = await call(site, `/cms/api/content/${APP}/colors?publish=true`, {
      body: { name: { de: "Published once", en: "Published once" }, hexcode: { iv: "#0a0b0c" } },
      cookie: editor,
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const update = await call(site, `/cms/api/content/${APP}/colors/${id}`, {
      method: "PUT",
      body: { name: { de: "Draft only", en: "Draft only" }, hexcode: { iv: "#0a0b0c" } },
      cookie: editor,
    });
    expect(update.status).toBe(200);
    const unpublish = await call(site, `/cms/api/content/${APP}/colors/${id}/status`, { method: "PUT", body: { status: "Draft" }, cookie: editor });
    expect(unpublish.status).toBe(200);

    // An editor may still ask for the version that was published: that is the data visitors must not get.
    let published: number | undefined;
    for (let version = 0; version < 5 && published === undefined; version++) {
      const res = await graphql(`{ findColorsContent(id: "${id}", version: ${version}) { flatData { name } } }`, { cookie: editor });
      const body = (await res.json()) as { findColorsContent: { flatData: { name: string } } | null };
      if (body.findColorsContent?.flatData.name === "Published once") published = version;
    }
    expect(published).toBeDefined();

    const old = await graphql(`{ findColorsContent(id: "${id}", version: ${published}) { flatData { name } } }`);
    expect(old.status).toBe(400);
    expect(await old.text()).not.toContain("Published once");
    const aliased = await graphql(`{ x: findColorsContent(id: "${id}", version: ${published}) { id } }`);
    expect(aliased.status).toBe(400);
    const current = await graphql(`{ findColorsContent(id: "${id}") { id flatData { name } } }`);
    expect(current.status).toBe(200);
    expect(await current.json()).toEqual({ findColorsContent: null });
    const list = await graphql("{ queryColorsContents(top: 200) { id flatData { name } } }");
    expect(await list.text()).not.toMatch(/Published once|Draft only/);
  });

  it("lists public schemas only to visitors, all of them to editors", async () => {
    // The editor asks first and fills the cache.
    const all = (await (await call(site, "/api/schemas", { body: { cache: true }, cookie: editor })).json()) as { items: { name: string }[] };
    expect(all.items.map((s) => s.name)).toEqual(expect.arrayContaining(["recipients", "newsletters", "backend-navigation", "pages"]));
    const answers = [await (await call(site, "/api/schemas", { body: { cache: true } })).text(), (await script("/api/schemas", { cache: true })).body];
    for (const text of answers) {
      const names = (JSON.parse(text) as { items: { name: string }[] }).items.map((s) => s.name);
      expect(names).toContain("pages");
      for (const name of names) expect(PUBLIC_SCHEMAS.has(name), name).toBe(true);
      expect(text).not.toMatch(/recipients|newsletters|backend-navigation/);
    }
  });
});

describe("redirects after login stay on this site", () => {
  const EVIL = ["/.//evil.com", "/..//evil.com", "/a/..//evil.com", "/././/evil.com", "/.%2e//evil.com"];
  const sameOrigin = (location: string | null) => {
    expect(location).not.toBeNull();
    expect(location!.startsWith("//")).toBe(false);
    expect(new URL(location!, `${site.url}/api/_auth/login`).origin).toBe(site.url);
  };

  it("POST /api/_auth/login never answers with a Location on another host", async () => {
    for (const returnTo of EVIL) {
      const res = await call(site, "/api/_auth/login", {
        raw: new URLSearchParams({ ...ADMIN, returnTo }).toString(),
        contentType: "application/x-www-form-urlencoded",
      });
      expect(res.status, returnTo).toBe(303);
      sameOrigin(res.headers.get("location"));
      const failed = await call(site, "/api/_auth/login", {
        raw: new URLSearchParams({ email: ADMIN.email, password: "wrong-password-1", returnTo }).toString(),
        contentType: "application/x-www-form-urlencoded",
      });
      sameOrigin(failed.headers.get("location"));
      expect(failed.headers.get("location")).not.toContain("evil.com");
    }
  });

  it("/manage/flushcache neither", async () => {
    for (const returnTo of EVIL) {
      const res = await call(site, "/manage/flushcache", {
        raw: new URLSearchParams({ returnTo }).toString(),
        contentType: "application/x-www-form-urlencoded",
        cookie: editor,
      });
      expect(res.status, returnTo).toBe(303);
      sameOrigin(res.headers.get("location"));
    }
  });
});

describe("a malformed Host", () => {
  it("is a 400 JSON error on every on-demand route, never a 500", async () => {
    const routes: [string, string][] = [
      ["GET", "/login"],
      ["GET", "/present/a@b.de"],
      ["GET", "/manage"],
      ["POST", "/api/rest"],
      ["GET", "/cms/api/content/baukasten/pages"],
      ["GET", "/"],
    ];
    for (const host of ["a@b", "127.0.0.1:4321@evil.test", "user:pw@127.0.0.1", "127.0.0.1:99999", "[::1"]) {
      for (const [method, path] of routes) {
        const res = await raw(path, {
          method,
          headers: { host, "content-type": "application/json", origin: site.url },
          ...(method === "POST" ? { body: "{}" } : {}),
        });
        expect(res.status, `${host} ${method} ${path}`).toBe(400);
        expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
        expect(JSON.parse(res.body)).toMatchObject({ error: "BadHost", status: 400 });
      }
    }
    expect(site.output()).not.toMatch(/cannot be constructed|TypeError/);
  });
});

describe("status lines and methods", () => {
  it("/present/a@b.de answers 404 Not Found", async () => {
    const res = await raw("/present/a@b.de");
    expect(res.status).toBe(404);
    expect(res.statusMessage).toBe("Not Found");
  });

  it("page routes take GET and HEAD only: 405 with Allow, as HTML in the page's language", async () => {
    for (const [path, lang] of [
      ["/login", "de"],
      ["/en/login", "en"],
      ["/present/a@b.de", "de"],
      ["/", "de"],
      ["/en", "en"],
    ] as const) {
      for (const method of ["PATCH", "POST", "PUT", "DELETE", "OPTIONS"]) {
        const res = await raw(path, { method, headers: { origin: site.url } });
        expect(res.status, `${method} ${path}`).toBe(405);
        expect(res.statusMessage).toBe("Method Not Allowed");
        expect(res.headers.allow).toBe("GET, HEAD");
        expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
        expect(res.body).toMatch(new RegExp(`<html lang="${lang}"[ >]`));
        expect(res.body).not.toContain('name="password"');
        // Styled like every page, the prerendered ones ("/", "/en") included: the site's stylesheet is inline.
        expect(res.body, `${method} ${path}`).toContain(".site-container{");
      }
    }
    expect((await raw("/login", { method: "HEAD" })).status).toBe(200);
  });

  it("wrong methods on /api, /cms and /manage/flushcache are JSON 405s with Allow", async () => {
    const cases: [string, string, string][] = [
      ["GET", "/api/rest", "POST"],
      ["PUT", "/api/graphql", "POST"],
      ["DELETE", "/api/getcontentitem", "POST"],
      ["GET", "/api/getassets", "POST"],
      ["PATCH", "/api/schemas", "POST"],
      ["GET", "/api/getThirdPartyScripts", "POST"],
      ["GET", "/api/_auth/login", "POST"],
      ["PUT", "/api/_auth/session", "GET, HEAD, DELETE"],
      ["GET", "/api/_auth/logout", "POST"],
      ["PUT", "/api/_auth/password", "POST"],
      ["GET", "/api/hooks/content", "POST"],
      ["PUT", "/manage/flushcache", "GET, HEAD, POST"],
      ["OPTIONS", "/api/rest", "POST"],
      ["OPTIONS", `/cms/api/content/${APP}/pages`, "GET, HEAD, POST, PUT, PATCH, DELETE"],
    ];
    for (const [method, path, allow] of cases) {
      const res = await raw(path, { method, headers: { origin: site.url, cookie: editor, "content-type": "application/json" } });
      expect(res.status, `${method} ${path}`).toBe(405);
      expect(res.headers.allow, `${method} ${path}`).toBe(allow);
      expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
      expect(JSON.parse(res.body)).toMatchObject({ error: "MethodNotAllowed", status: 405 });
    }
    for (const path of ["/api/no-such-endpoint", "/api/_auth/nothing", "/cms/nothing"]) {
      const unknown = await raw(path, { headers: { cookie: editor } });
      expect(unknown.status, path).toBe(404);
      expect(unknown.headers["content-type"], path).toBe("application/json; charset=utf-8");
      expect(JSON.parse(unknown.body), path).toMatchObject({ error: "NotFound", status: 404 });
    }
    const head = await raw("/api/_auth/session", { method: "HEAD", headers: { cookie: editor } });
    expect(head.status).toBe(200);
    expect(head.body).toBe("");
  });
});

describe("requests without Origin", () => {
  const pages = { url: `api/content/${APP}/pages?$top=2`, language: "de", cache: true };

  it("may read published content, cached or not, as anonymous", async () => {
    for (const body of [{ ...pages, cache: false }, pages, pages]) {
      const res = await script("/api/rest", body);
      expect(res.status).toBe(200);
      expect((JSON.parse(res.body) as { items: unknown[] }).items).toHaveLength(2);
    }
    expect((await script("/api/getassets", { language: "de" })).status).toBe(200);
    expect((await script("/api/rest", { url: `api/content/${APP}/backend-navigation`, language: "de" }, { cookie: editor })).status).toBe(403);
    // Drafts need a session, and a request without Origin has none.
    const created = await call(site, `/cms/api/content/${APP}/colors?publish=false`, {
      body: { name: { de: "Originless draft", en: "Originless draft" }, hexcode: { iv: "#010203" } },
      cookie: editor,
    });
    expect(created.status).toBe(201);
    const drafts = { url: `api/content/${APP}/colors?$top=200`, language: "de", cache: false, unpublished: true };
    expect((await call(site, "/api/rest", { body: drafts, cookie: editor })).status).toBe(200);
    expect(await (await call(site, "/api/rest", { body: drafts, cookie: editor })).text()).toContain("Originless draft");
    const scripted = await script("/api/rest", drafts, { cookie: editor });
    expect(scripted.status).toBe(200);
    expect(scripted.body).not.toContain("Originless draft");
  });

  it("may not change state or use a session; foreign origins stay refused", async () => {
    const refused = [
      await script("/api/_auth/login", ADMIN),
      await raw("/api/_auth/session", { method: "DELETE", headers: { cookie: editor, "content-type": "application/json" } }),
      // No content type: a request Astro's own origin check used to answer first, as plain text.
      await raw("/api/_auth/session", { method: "DELETE", headers: { cookie: editor } }),
      await script("/manage/flushcache", {}, { cookie: editor }),
      await script(`/cms/api/content/${APP}/colors?publish=true`, { name: { de: "x", en: "x" }, hexcode: { iv: "#000000" } }, { cookie: editor }),
      await script("/api/rest", pages, { origin: "https://evil.test" }),
      await script("/api/rest", pages, { "sec-fetch-site": "cross-site" }),
      await script("/api/graphql", { graphquery: "{ queryPagesContents { id } }", language: "de" }, { origin: "null" }),
    ];
    for (const res of refused) {
      expect(res.status).toBe(403);
      // /manage answers its errors as HTML pages.
      if (String(res.headers["content-type"]).startsWith("application/json")) expect(JSON.parse(res.body)).toMatchObject({ error: "CrossOrigin" });
      else expect(res.body).toContain("Fremde Herkunft");
    }
    expect(await (await call(site, "/api/_auth/session", { cookie: editor })).json()).toHaveProperty("user");
  });
});

describe("error bodies", () => {
  it("validation details map each field to its messages", async () => {
    const res = await call(site, "/api/rest", { body: { url: 1, language: "<x>", cache: "yes" } });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string; details: Record<string, string[]> };
    expect(body.error).toBe("InvalidBody");
    expect(Object.keys(body.details).sort()).toEqual(["cache", "language", "url"]);
    for (const messages of Object.values(body.details)) expect(messages).toEqual([expect.any(String)]);
    const whole = (await (await call(site, "/api/rest", { body: "a string" })).json()) as { details: Record<string, string[]> };
    expect(whole.details[""]).toEqual([expect.any(String)]);
  });

  it("the server's own refusals carry the catalog body in the path's language", async () => {
    const trace = await raw("/en/login", { method: "TRACE" });
    expect(trace.status).toBe(405);
    expect(JSON.parse(trace.body)).toEqual({
      error: "MethodNotAllowed",
      title: "Method not allowed",
      message: "This method is not allowed here.",
      status: 405,
    });
    const path = await raw("/a/../../etc/passwd");
    expect(JSON.parse(path.body)).toMatchObject({ error: "BadPath", title: "Ungültiger Pfad", status: 400 });
    const big = await raw("/api/rest", {
      method: "POST",
      headers: { "content-type": "application/json", origin: site.url, "content-length": String(2 * 1024 * 1024) },
      body: "x".repeat(2 * 1024 * 1024),
    });
    expect(big.status).toBe(413);
    expect(JSON.parse(big.body)).toMatchObject({ error: "PayloadTooLarge", status: 413, details: { "": [expect.stringContaining("bytes")] } });
    const flush = await raw("/manage/flushcache", { method: "DELETE", headers: { cookie: editor, origin: site.url } });
    expect(flush.status).toBe(405);
    expect(JSON.parse(flush.body)).toMatchObject({ error: "MethodNotAllowed", status: 405 });
  });
});
