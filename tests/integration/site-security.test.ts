import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SSRF_PAYLOADS } from "../support/lib/cms/ssrf-payloads.ts";
import { PUBLIC_SCHEMAS } from "../../src/lib/cms/public-schemas.ts";
import { ADMIN, startSite, type Site } from "../helpers/site.ts";
import { call, login, rawRequest, storeCounts } from "../helpers/http.ts";
import { startCountingUpstream, type CountingUpstream } from "../helpers/upstream.ts";

let upstream: CountingUpstream;
let site: Site;
let editor: string;
let pageId: string;
let assetId: string;
const APP = "baukasten";

beforeAll(async () => {
  upstream = await startCountingUpstream();
  site = await startSite({ env: { CONTENT_SERVICE_URL: upstream.url, CONTENT_SERVICE_CLIENT_SECRET: upstream.config.clientSecret } });
  editor = await login(site);
  // The site's own read of its snapshot (header, navigation, theme of the on-demand screens), once
  // per process: taken here, so the counts below are about the requests under test.
  expect((await fetch(`${site.url}/login`)).status).toBe(200);
  const pages = (await (await call(site, "/api/rest", { body: { url: `api/content/${APP}/pages?$top=1`, language: "de", cache: false } })).json()) as {
    items: { id: string }[];
  };
  pageId = pages.items[0]!.id;
  const assets = (await (await call(site, "/api/getassets", { body: { language: "de", cache: false } })).json()) as { items: { id: string }[] };
  assetId = assets.items[0]!.id;
});
afterAll(async () => {
  await site?.stop();
  await upstream?.close();
});

/** Raw HTTP request with the path exactly as given (fetch would normalise it). */
/** A raw request with the body as text. */
const raw = async (path: string, o: { method?: string; headers?: Record<string, string>; body?: string } = {}) => {
  const res = await rawRequest(site, path, o);
  return { ...res, body: res.body.toString() };
};

const ALLOWED_UPSTREAM = new RegExp(
  `^/(identity-server/connect/token|api/content/${APP}/[a-z0-9-]+(/[A-Za-z0-9_-]+)*(\\?.*)?|api/content/${APP}/graphql|api/apps/${APP}/(schemas|assets)(/[A-Za-z0-9_-]+)*(\\?.*)?|api/assets/${APP}/[^?]+(\\?.*)?)$`,
);

describe("SSRF and traversal", () => {
  it(`/api/rest refuses all ${SSRF_PAYLOADS.length} payloads with 400 and the upstream receives nothing`, async () => {
    const before = upstream.seen.length;
    for (const payload of SSRF_PAYLOADS) {
      const url = payload.replaceAll("{app}", APP);
      const res = await call(site, "/api/rest", { body: { url, language: "de", cache: false } });
      expect(res.status, url).toBe(400);
      const res2 = await call(site, "/api/getcontentitem", { body: { url, id: "x", language: "de", cache: false } });
      expect(res2.status, url).toBe(400);
    }
    expect(upstream.seen.slice(before)).toEqual([]);
  });

  it("the proxy never sends anything outside the allow-listed paths upstream, and never 5xx", async () => {
    const before = upstream.seen.length;
    for (const payload of SSRF_PAYLOADS) {
      const path = `/cms/${payload.replaceAll("{app}", APP)}`;
      for (const cookie of [undefined, editor]) {
        let res;
        try {
          res = await raw(path, { headers: { origin: site.url, ...(cookie ? { cookie } : {}) } });
        } catch {
          continue; // the client refused to send it (invalid characters in the path)
        }
        expect(res.status, path).toBeLessThan(500);
      }
    }
    for (const seen of upstream.seen.slice(before)) expect(seen.path, seen.path).toMatch(ALLOWED_UPSTREAM);
  });
});

describe("proxy authorisation", () => {
  const writePaths = () =>
    [
      ["POST", `/cms/api/content/${APP}/colors?publish=true`],
      ["POST", `/cms/api/content/${APP}/colors`],
      ["PUT", `/cms/api/content/${APP}/pages/${pageId}`],
      ["PATCH", `/cms/api/content/${APP}/pages/${pageId}`],
      ["DELETE", `/cms/api/content/${APP}/pages/${pageId}`],
      ["PUT", `/cms/api/content/${APP}/pages/${pageId}/status`],
      ["POST", `/cms/api/content/${APP}/graphql`],
      ["POST", `/cms/api/apps/${APP}/schemas`],
      ["PUT", `/cms/api/apps/${APP}/schemas/pages`],
      ["DELETE", `/cms/api/apps/${APP}/schemas/pages`],
      ["POST", `/cms/api/apps/${APP}/assets`],
      ["DELETE", `/cms/api/apps/${APP}/assets/${assetId}`],
      ["PUT", `/cms/api/apps/${APP}/assets/${assetId}`],
      ["POST", "/cms/identity-server/connect/token"],
      ["POST", `/cms/api/content/${APP}/pages/../colors`],
      ["POST", `/cms/api/content/${APP}//colors`],
      ["POST", `/CMS/api/content/${APP}/colors`],
      ["GET", `/cms/api/apps/${APP}/schemas`],
      ["GET", `/cms/api/apps/${APP}/assets`],
      ["GET", `/cms/api/content/${APP}/backend-navigation`],
    ] as const;
  const bodies: [string, string][] = [
    ["application/json", JSON.stringify({ name: { de: "x", en: "x" }, hexcode: { iv: "#000000" }, status: "Draft", query: "mutation { x }" })],
    ["application/x-www-form-urlencoded", "name=x"],
    ["text/plain", "x"],
    [
      "multipart/form-data; boundary=b",
      '--b\r\nContent-Disposition: form-data; name="file"; filename="x.png"\r\nContent-Type: image/png\r\n\r\nx\r\n--b--\r\n',
    ],
  ];

  it("anonymous callers get 401/403/404 on every write path, and nothing reaches the upstream or the store", async () => {
    // The error screens show the site's header and footer: the services' copy of the site data,
    // read again after an earlier test's flush. Read it now, so the count is about the requests under test.
    expect((await fetch(`${site.url}/login`)).status).toBe(200);
    const before = upstream.seen.length;
    const counts = storeCounts(upstream.contentDir);
    for (const [method, path] of writePaths()) {
      for (const [type, body] of bodies) {
        for (const origin of [site.url, "https://evil.test", "null", undefined]) {
          const headers: Record<string, string> = { "content-type": type, "x-http-method-override": "GET" };
          if (origin) headers.origin = origin;
          const res = await raw(path, { method, headers, ...(method === "GET" ? {} : { body }) });
          expect([400, 401, 403, 404, 405], `${method} ${path} ${type} ${origin}`).toContain(res.status);
          expect(res.body).not.toMatch(/access_token/);
        }
      }
    }
    expect(upstream.seen.slice(before)).toEqual([]);
    expect(storeCounts(upstream.contentDir)).toEqual(counts);
  });

  it("the token endpoint through the proxy never gives a token, to anyone", async () => {
    const before = upstream.seen.length;
    const form = `grant_type=client_credentials&client_id=${APP}:default&client_secret=${upstream.config.clientSecret}&scope=squidex-api`;
    for (const cookie of [undefined, editor]) {
      for (const method of ["POST", "GET"]) {
        const res = await raw("/cms/identity-server/connect/token", {
          method,
          headers: { "content-type": "application/x-www-form-urlencoded", origin: site.url, ...(cookie ? { cookie } : {}) },
          ...(method === "POST" ? { body: form } : {}),
        });
        expect([403, 404]).toContain(res.status);
        expect(res.body).not.toMatch(/access_token|eyJ/);
      }
    }
    expect(upstream.seen.slice(before)).toEqual([]);
  });

  it("anonymous reads of public schemas work, drafts stay invisible, X- headers are stripped", async () => {
    const created = await call(site, `/cms/api/content/${APP}/colors?publish=false`, {
      body: { name: { de: "Draft marker colour", en: "Draft marker colour" }, hexcode: { iv: "#123456" } },
      cookie: editor,
    });
    expect(created.status).toBe(201);
    const draft = (await created.json()) as { id: string; status: string };
    expect(draft.status).toBe("Draft");
    const before = upstream.seen.length;
    const anon = await call(site, `/cms/api/content/${APP}/colors?$top=200`, {
      headers: { "x-unpublished": "1", "x-resolve-urls": "x", "x-custom": "1", authorization: "Bearer forged" },
    });
    expect(anon.status).toBe(200);
    expect(await anon.text()).not.toContain("Draft marker colour");
    for (const seen of upstream.seen.slice(before)) {
      expect(seen.headers["x-unpublished"]).toBeUndefined();
      expect(seen.headers["x-custom"]).toBeUndefined();
      expect(seen.headers.authorization ?? "").not.toBe("Bearer forged");
      expect(seen.headers.cookie).toBeUndefined();
    }
    expect((await call(site, `/cms/api/content/${APP}/colors/${draft.id}`, { headers: { "x-unpublished": "1" } })).status).toBe(404);
    const viaRest = await call(site, "/api/rest", { body: { url: `api/content/${APP}/colors?$top=200`, language: "de", cache: false, unpublished: true } });
    expect(await viaRest.text()).not.toContain("Draft marker colour");
    const editorRest = await call(site, "/api/rest", {
      body: { url: `api/content/${APP}/colors?$top=200`, language: "de", cache: false, unpublished: true },
      cookie: editor,
    });
    expect(await editorRest.text()).toContain("Draft marker colour");
    // The editor's draft answer is not served from the cache to anonymous callers afterwards.
    const anonCached = await call(site, "/api/rest", { body: { url: `api/content/${APP}/colors?$top=200`, language: "de", cache: true, unpublished: true } });
    expect(await anonCached.text()).not.toContain("Draft marker colour");
    const editorProxy = await call(site, `/cms/api/content/${APP}/colors/${draft.id}`, {
      cookie: editor,
      headers: { "x-unpublished": "1", "sec-fetch-site": "same-origin" },
    });
    expect(editorProxy.status).toBe(200);
    const file = await call(site, `/cms/api/assets/${APP}/${assetId}`);
    expect(file.status).toBe(200);
    expect(file.headers.get("set-cookie")).toBeNull();
  });

  it("editor writes need the same origin; cross-origin ones reach nothing", async () => {
    const counts = storeCounts(upstream.contentDir);
    const before = upstream.seen.length;
    const variants: Record<string, string>[] = [{ origin: "https://evil.test" }, { origin: "null" }, { "sec-fetch-site": "cross-site" }, {}];
    for (const headers of variants) {
      const res = await raw(`/cms/api/content/${APP}/colors?publish=true`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie: editor, ...headers },
        body: JSON.stringify({ name: { de: "x", en: "x" }, hexcode: { iv: "#000000" } }),
      });
      expect(res.status, JSON.stringify(headers)).toBe(403);
    }
    expect(upstream.seen.slice(before)).toEqual([]);
    expect(storeCounts(upstream.contentDir)).toEqual(counts);
    const ok = await call(site, `/cms/api/content/${APP}/colors?publish=true`, {
      body: { name: { de: "Editor colour", en: "Editor colour" }, hexcode: { iv: "#abcdef" } },
      cookie: editor,
    });
    expect(ok.status).toBe(201);
    expect(ok.headers.get("set-cookie")).toBeNull();
    expect(ok.headers.get("cache-control")).toBe("no-store");
    expect(storeCounts(upstream.contentDir).contents).toBe(counts.contents + 1);
    const upstreamAuth = upstream.seen.at(-1)!.headers.authorization;
    expect(upstreamAuth).toMatch(/^Bearer /);
    expect(upstream.seen.at(-1)!.headers.cookie).toBeUndefined();
  });

  it("editors upload and delete assets through the proxy (multipart)", async () => {
    const png = Buffer.from(
      "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6300010000000500010d0a2db40000000049454e44ae426082",
      "hex",
    );
    const form = new FormData();
    form.append("file", new Blob([png], { type: "image/png" }), "dot.png");
    const before = storeCounts(upstream.contentDir).assets;
    const anon = await fetch(`${site.url}/cms/api/apps/${APP}/assets`, { method: "POST", body: form, headers: { origin: site.url } });
    expect(anon.status).toBe(401);
    const res = await fetch(`${site.url}/cms/api/apps/${APP}/assets`, { method: "POST", body: form, headers: { origin: site.url, cookie: editor } });
    expect(res.status).toBe(201);
    const asset = (await res.json()) as { id: string };
    expect(storeCounts(upstream.contentDir).assets).toBe(before + 1);
    const file = await call(site, `/cms/api/assets/${APP}/${asset.id}`);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(png)).toBe(true);
    const del = await call(site, `/cms/api/apps/${APP}/assets/${asset.id}`, { method: "DELETE", cookie: editor });
    expect(del.status).toBeLessThan(300);
    expect(storeCounts(upstream.contentDir).assets).toBe(before);
  });

  it("refuses editor uploads of a file type outside the site's upload policy before they reach the content service", async () => {
    const before = storeCounts(upstream.contentDir).assets;
    const upload = (body: FormData | string, contentType?: string) =>
      fetch(`${site.url}/cms/api/apps/${APP}/assets`, {
        method: "POST",
        body,
        headers: { origin: site.url, cookie: editor, ...(contentType ? { "content-type": contentType } : {}) },
      });
    const html = new FormData();
    html.append("file", new Blob(["<script>alert(1)</script>"], { type: "text/html" }), "page.html");
    const refused = await upload(html);
    expect(refused.status).toBe(415);
    expect(await refused.json()).toMatchObject({ error: "FileTypeNotAllowed" });
    const disguised = new FormData();
    disguised.append("file", new Blob(["<script>alert(1)</script>"], { type: "image/png" }), "page.html");
    expect((await upload(disguised)).status).toBe(415);
    expect((await upload("not multipart at all", "multipart/form-data; boundary=b")).status).toBe(400);
    expect(storeCounts(upstream.contentDir).assets).toBe(before);
  });

  it("anonymous callers may read every public schema", async () => {
    for (const schema of PUBLIC_SCHEMAS) {
      const res = await call(site, `/cms/api/content/${APP}/${schema}?$top=1`);
      expect(res.status, schema).toBe(200);
    }
  });
});

describe("anonymous GraphQL against a content service over HTTP", () => {
  const graphql = (graphquery: string, cookie?: string) =>
    call(site, "/api/graphql", { body: { graphquery, language: "de", cache: false }, ...(cookie ? { cookie } : {}) });

  it("checks visitors' queries against the public schemas before anything is sent upstream", async () => {
    expect((await graphql("{ queryPagesContents(top: 1) { id } }")).status).toBe(200);
    const before = upstream.seen.length;
    for (const query of ["{ queryRecipientsContents { flatData { email } } }", `{ findPagesContent(id: "${pageId}", version: 0) { id } }`]) {
      const res = await graphql(query);
      expect(res.status, query).toBe(400);
      expect(await res.text()).not.toContain("@example");
    }
    expect(upstream.seen.slice(before)).toEqual([]);
    expect((await graphql("{ queryRecipientsContents { flatData { email } } }", editor)).status).toBe(200);
  });
});

describe("login rate limit", () => {
  let limited: Site;
  beforeAll(async () => {
    limited = await startSite();
  });
  afterAll(async () => {
    await limited?.stop();
  });

  it("429 with Retry-After from the 11th failure, for the right password too, and XFF does not reset it", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await call(limited, "/api/_auth/login", { body: { email: ADMIN.email, password: `wrong-${i}` } });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual([429, 429]);
    const right = await call(limited, "/api/_auth/login", { body: ADMIN });
    expect(right.status).toBe(429);
    expect(Number(right.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(right.headers.getSetCookie()).toEqual([]);
    for (let i = 0; i < 5; i++) {
      const res = await call(limited, "/api/_auth/login", {
        body: ADMIN,
        headers: { "x-forwarded-for": `10.0.0.${i}`, "x-real-ip": `10.1.0.${i}`, forwarded: `for=10.2.0.${i}` },
      });
      expect(res.status).toBe(429);
    }
    const form = await call(limited, "/api/_auth/login", { raw: new URLSearchParams(ADMIN).toString(), contentType: "application/x-www-form-urlencoded" });
    expect(form.status).toBe(303);
    expect(form.headers.get("location")).toMatch(/^\/login\?error=limited/);
  });
});

describe("login rate limit per client address", () => {
  let office: Site;
  beforeAll(async () => {
    office = await startSite();
  });
  afterAll(async () => {
    await office?.stop();
  });
  const fail = async (email: string) => {
    const res = await call(office, "/api/_auth/login", { body: { email, password: "mistyped-123" } });
    return res.status;
  };

  // Each failure costs a password hash (scrypt, ~80 ms idle, several times that on a loaded machine):
  // send four at a time and allow for a slow machine.
  const failAll = async (emails: string[]) => {
    const statuses: number[] = [];
    for (let i = 0; i < emails.length; i += 4) statuses.push(...(await Promise.all(emails.slice(i, i + 4).map(fail))));
    return statuses;
  };

  // Every failed login costs a scrypt hash: measured 1.7 s (30 logins) and 3.5 s (71 logins) on an idle
  // 2-core machine; hashing slows with load like the rest, so these two get 120/180 s (over 30× that)
  // instead of the suite's 60 s.
  it("colleagues behind one address mistyping their passwords do not lock out the others", { timeout: 120_000 }, async () => {
    // Three people fail 10 times each: their own accounts lock, the address does not.
    const emails = ["a", "b", "c"].flatMap((person) => Array.from({ length: 10 }, () => `${person}@office.test`));
    expect(await failAll(emails)).toEqual(Array(30).fill(401));
    expect(await fail("a@office.test")).toBe(429);
    const right = await call(office, "/api/_auth/login", { body: ADMIN });
    expect(right.status).toBe(200);
  });

  it("100 failures across 5 or more accounts lock that address, the right password included", { timeout: 180_000 }, async () => {
    // 30 failures are counted already; 70 more, each on another account, as credential stuffing does.
    expect(await failAll(Array.from({ length: 70 }, (_, i) => `victim${i}@example.test`))).toEqual(Array(70).fill(401));
    const res = await call(office, "/api/_auth/login", { body: { email: "fresh@example.test", password: "whatever-123" } });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await call(office, "/api/_auth/login", { body: ADMIN })).status).toBe(429);
  });
});
