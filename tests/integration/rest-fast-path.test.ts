import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHash } from "node:crypto";
import { Agent, request, type IncomingHttpHeaders } from "node:http";
import { startSite, type Site } from "../helpers/site.ts";
import { call, login } from "../helpers/http.ts";

// The production server answers cached hits of POST /api/rest itself (src/server/rest-fast-path.ts);
// Astro streams its answers chunked, the fast path sends Content-Length: that difference in framing
// is how these tests tell which one answered.

const APP = "baukasten";
let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  await site?.stop();
});

interface Raw {
  status: number;
  statusMessage: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

const agent = new Agent({ keepAlive: true, maxSockets: 1 });
afterAll(() => agent.destroy());

/** A raw POST over one keep-alive connection, so the status line and framing headers are visible. */
function post(body: unknown, headers: Record<string, string | undefined> = {}, rawBody?: string): Promise<Raw> {
  const text = rawBody ?? JSON.stringify(body);
  const sent = Object.fromEntries(
    Object.entries({ "content-type": "application/json", origin: site.url, "content-length": String(Buffer.byteLength(text)), ...headers }).filter(
      ([, value]) => value !== undefined,
    ),
  );
  return new Promise((resolve, reject) => {
    const req = request(
      `${site.url}/api/rest`,
      {
        method: "POST",
        agent,
        headers: sent as Record<string, string>,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode!, statusMessage: res.statusMessage ?? "", headers: res.headers, body: Buffer.concat(chunks) }));
      },
    );
    req.on("error", reject);
    req.end(text);
  });
}

const fromAstro = (r: Raw) => r.headers["transfer-encoding"] === "chunked";
const fromFastPath = (r: Raw) => r.headers["transfer-encoding"] === undefined && r.headers["content-length"] === String(r.body.length);
/** Headers that must agree between the two paths: all but the date and the framing. */
const comparable = (h: IncomingHttpHeaders) => {
  const { date: _date, "transfer-encoding": _te, "content-length": _cl, ...rest } = h;
  return rest;
};

describe("cached hits of POST /api/rest", () => {
  it("a hit has the miss's status, body bytes and headers", async () => {
    const body = { url: `api/content/${APP}/pages?$top=3`, language: "de", cache: true };
    const miss = await post(body);
    const hit = await post(body);
    expect(miss.status).toBe(200);
    expect(fromAstro(miss)).toBe(true);
    expect(fromFastPath(hit)).toBe(true);
    expect(hit.status).toBe(miss.status);
    expect(hit.statusMessage).toBe(miss.statusMessage);
    expect(hit.body.equals(miss.body)).toBe(true);
    expect(comparable(hit.headers)).toEqual(comparable(miss.headers));
    expect(hit.headers["x-content-type-options"]).toBe("nosniff");
    expect(hit.headers["cache-control"]).toBe("no-store");
    const bypass = await post({ ...body, cache: false });
    expect(fromAstro(bypass)).toBe(true);
    expect(bypass.body.equals(miss.body)).toBe(true);
  });

  it("a hit is compressed as the miss is, per Accept-Encoding", async () => {
    const body = { url: `api/content/${APP}/pages?$top=5`, language: "en", cache: true };
    const miss = await post(body, { "accept-encoding": "br" });
    const hit = await post(body, { "accept-encoding": "br" });
    expect(fromFastPath(hit)).toBe(true);
    expect([miss.headers["content-encoding"], hit.headers["content-encoding"]]).toEqual(["br", "br"]);
    expect(comparable(hit.headers)).toEqual(comparable(miss.headers));
    const json = brotliDecompressSync(hit.body);
    expect(json.equals(brotliDecompressSync(miss.body))).toBe(true);
    expect(hit.body.length).toBeLessThan(json.length / 2);
    const gzipped = await post(body, { "accept-encoding": "gzip" });
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzipped.body).equals(json)).toBe(true);
    const plain = await post(body);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toBe("Accept-Encoding");
    expect(plain.body.equals(json)).toBe(true);
  });

  it("agrees on HSTS behind a loopback TLS proxy", async () => {
    const body = { url: `api/content/${APP}/pages?$top=4`, language: "en", cache: true };
    const proxied = { "x-forwarded-proto": "https" };
    const miss = await post(body, proxied);
    const hit = await post(body, proxied);
    expect(fromFastPath(hit)).toBe(true);
    expect(hit.headers["strict-transport-security"]).toBeDefined();
    expect(comparable(hit.headers)).toEqual(comparable(miss.headers));
  });

  it("answers a script without Origin from the cache too, as for a visitor", async () => {
    const body = { url: `api/content/${APP}/pages?$top=6`, language: "de", cache: true };
    const miss = await post(body, { origin: undefined });
    const hit = await post(body, { origin: undefined });
    expect(miss.status).toBe(200);
    expect(fromFastPath(hit)).toBe(true);
    expect(hit.body.equals(miss.body)).toBe(true);
    expect((await post(body, { origin: undefined, "sec-fetch-site": "same-site" })).status).toBe(403);
  });

  it("keeps refusing what Astro refuses, cached or not", async () => {
    const body = { url: `api/content/${APP}/pages?$top=2`, language: "de", cache: true };
    await post(body);
    expect(fromFastPath(await post(body))).toBe(true);
    const cross = await post(body, { origin: "https://evil.test" });
    expect(cross.status).toBe(403);
    expect((await post(body, { "sec-fetch-site": "cross-site" })).status).toBe(403);
    expect((await post(body, { "content-type": "text/plain" })).status).toBe(415);
    for (const bad of [{ ...body, cache: "yes" }, { ...body, language: "<x>" }, { language: "de" }, {}]) {
      expect((await post(bad)).status, JSON.stringify(bad)).toBe(400);
    }
    expect((await post(undefined, {}, "{not json")).status).toBe(400);
    expect((await post(undefined, {}, "")).status).toBe(400);
    expect((await post({ ...body, url: `api/content/${APP}/backend-navigation` })).status).toBe(403);
    expect((await post({ ...body, url: "https://evil.test/api/content/x/pages" })).status).toBe(400);
    // The connection still serves hits after all of these.
    expect(fromFastPath(await post(body))).toBe(true);
  });

  it("the publish hook and /manage/flushcache make the next request a miss", async () => {
    const body = { url: `api/content/${APP}/pages?$top=5`, language: "de", cache: true };
    await post(body);
    expect(fromFastPath(await post(body))).toBe(true);
    const event = JSON.stringify({
      type: "PagesPublished",
      payload: { id: "fast-path", status: "Published", schemaId: { id: "s1", name: "pages" } },
      timestamp: new Date().toISOString(),
    });
    const signature = createHash("sha256")
      .update(event + site.secrets().publishHookSecret)
      .digest("base64");
    expect((await call(site, "/api/hooks/content", { raw: event, origin: null, headers: { "x-signature": signature } })).status).toBe(202);
    expect(fromAstro(await post(body))).toBe(true);
    expect(fromFastPath(await post(body))).toBe(true);
    expect((await call(site, "/manage/flushcache", { method: "POST", body: {}, cookie: await login(site) })).status).toBe(200);
    expect(fromAstro(await post(body))).toBe(true);
  });

  it("editors (session cookie) go through Astro: drafts for them only, never for anonymous callers", async () => {
    const editor = await login(site);
    const created = await call(site, `/cms/api/content/${APP}/colors?publish=false`, {
      body: { name: { de: "Fast path draft colour", en: "Fast path draft colour" }, hexcode: { iv: "#654321" } },
      cookie: editor,
    });
    expect(created.status).toBe(201);
    const body = { url: `api/content/${APP}/colors?$top=200`, language: "de", cache: true, unpublished: true };
    // Anonymous callers asking for drafts read (and cache) the published list.
    const anonMiss = await post(body);
    const anonHit = await post(body);
    expect(anonMiss.status).toBe(200);
    expect(anonHit.body.equals(anonMiss.body)).toBe(true);
    expect(anonHit.body.toString()).not.toContain("Fast path draft colour");
    // The editor's draft read is not answered from the published entry.
    const draft = await post(body, { cookie: editor });
    expect(fromAstro(draft)).toBe(true);
    expect(draft.body.toString()).toContain("Fast path draft colour");
    // …and leaves nothing in the cache for anonymous callers.
    expect((await post(body)).body.toString()).not.toContain("Fast path draft colour");
    // An editor's published read is the published answer, from Astro.
    const published = await post({ ...body, unpublished: false }, { cookie: editor });
    expect(fromAstro(published)).toBe(true);
    expect(published.body.toString()).not.toContain("Fast path draft colour");
  });
});
