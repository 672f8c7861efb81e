import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, request, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createRequestFromNodeRequest } from "astro/app/node";
import { cacheKey } from "../lib/cms/cache.ts";
import { originPolicy } from "../lib/http/guard.ts";
import { siteOrigins } from "../lib/http/origin.ts";
import { loadConfig } from "../lib/config.ts";
import { createServices, type Services } from "../lib/services.ts";
import { hitHeaders, isFastPathCandidate, lookupHit } from "./rest-fast-path.ts";
import { createListener } from "./listener.ts";
import type { AstroHandler } from "./astro-bridge.ts";
import { createLiveBuild } from "./build-slot.ts";
import { buildPaths } from "./paths.ts";

const dataDir = mkdtempSync(join(tmpdir(), "baukasten-fast-path-"));
const services: Services = await createServices(loadConfig({ DATA_DIR: dataDir, JSON_BODY_LIMIT: "1024", UPLOAD_LIMIT: "4096" }));
const cache = services.cache;
const app = services.config.app;
const url = `api/content/${app}/pages`;
const parts = { kind: "rest", url, language: "de", unpublished: false, query: "" };
const answer = { items: [{ id: "a", data: { title: "Grüße" } }], total: 1 };
const bytes = (body: unknown) => Buffer.from(JSON.stringify(body));

// Stands in for Astro: converts the request exactly as @astrojs/node does and echoes the body it read.
const seen: string[] = [];
const fakeAstro: AstroHandler = async (req, res) => {
  const body = await createRequestFromNodeRequest(req).text();
  seen.push(body);
  res.writeHead(200, { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" });
  res.end(JSON.stringify({ astro: body }));
};

let server: Server;
let base = "";
beforeAll(async () => {
  const live = createLiveBuild(services.headers);
  live.swap({ id: "test", clientDir: buildPaths().clientDir, index: { files: new Map(), scriptHashes: new Set(), held: 0 }, redirects: new Map() });
  server = createServer(createListener(live, services, fakeAstro));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await services.close();
  rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(() => {
  cache.clear();
  seen.length = 0;
});

interface Raw {
  status: number;
  headers: IncomingMessage["headers"];
  body: string;
}
function post(body: string | Buffer, headers: Record<string, string> = {}, path = "/api/rest"): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { method: "POST", headers: { "content-type": "application/json", origin: base, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks).toString() }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

describe("lookupHit", () => {
  it("finds the entry restQuery stores for an anonymous body, and nothing else", () => {
    cache.set(parts, answer);
    const entry = cache.entry(cacheKey(parts));
    expect(lookupHit(cache, app, bytes({ url, language: "de", cache: true }))).toBe(entry);
    // Anonymous `unpublished: true` reads published content, as restQuery does.
    expect(lookupHit(cache, app, bytes({ url: `/${url}`, language: "de", unpublished: true }))).toBe(entry);
    expect(lookupHit(cache, app, bytes({ url, language: "de", cache: false }))).toBeUndefined();
    expect(lookupHit(cache, app, bytes({ url, language: "en" }))).toBeUndefined();
    expect(lookupHit(cache, app, bytes({ url: `api/content/${app}/backend-navigation`, language: "de" }))).toBeUndefined();
    expect(lookupHit(cache, app, bytes({ url: "https://evil.test/x", language: "de" }))).toBeUndefined();
    expect(lookupHit(cache, app, bytes({ url, language: "de", cache: "yes" }))).toBeUndefined();
    expect(lookupHit(cache, app, Buffer.from("{not json"))).toBeUndefined();
    // Invalid UTF-8 is a 400 in Astro; it must not be read with replacement characters here.
    expect(
      lookupHit(cache, app, Buffer.concat([Buffer.from(`{"url":"${url}","language":"de","x":"`), Buffer.from([0xff]), Buffer.from(`"}`)])),
    ).toBeUndefined();
  });
});

describe("hitHeaders", () => {
  it("lists the security headers, JSON type, no-store and the length; HSTS only when secure", () => {
    const plain = hitHeaders(12, false);
    const map = Object.fromEntries(plain.flatMap((v, i) => (i % 2 === 0 ? [[v, plain[i + 1]]] : [])));
    expect(map).toMatchObject({
      "x-content-type-options": "nosniff",
      "content-type": "application/json; charset=utf-8",
      "cache-control": "no-store",
      "content-length": "12",
    });
    expect(map["strict-transport-security"]).toBeUndefined();
    expect(hitHeaders(12, true)).toContain("strict-transport-security");
  });
});

describe("isFastPathCandidate", () => {
  const req = (headers: Record<string, string>, more: Partial<IncomingMessage> = {}) =>
    ({
      method: "POST",
      url: "/api/rest",
      socket: {},
      headers: { host: "site.test", "content-type": "application/json", origin: "http://site.test", "content-length": "10", ...headers },
      ...more,
    }) as unknown as IncomingMessage;
  it("takes only plain same-origin or Origin-less anonymous JSON posts within the limit", () => {
    expect(isFastPathCandidate(req({}), 100, undefined)).toBe(true);
    // No Origin and no Sec-Fetch-Site: a script, answered as anonymous, as the middleware does.
    expect(isFastPathCandidate(req({ origin: undefined as unknown as string }), 100, undefined)).toBe(true);
    expect(isFastPathCandidate(req({ origin: undefined as unknown as string, "sec-fetch-site": "same-site" }), 100, undefined)).toBe(false);
    expect(isFastPathCandidate(req({ origin: "null" }), 100, undefined)).toBe(false);
    expect(isFastPathCandidate(req({ origin: "https://www.site.test" }), 100, "https://www.site.test")).toBe(true);
    expect(isFastPathCandidate(req({ origin: "https://evil.test" }), 100, undefined)).toBe(false);
    expect(isFastPathCandidate(req({ "sec-fetch-site": "cross-site" }), 100, undefined)).toBe(false);
    expect(isFastPathCandidate(req({ "content-type": "text/plain" }), 100, undefined)).toBe(false);
    expect(isFastPathCandidate(req({ cookie: "session=abc" }), 100, undefined)).toBe(false);
    expect(isFastPathCandidate(req({ cookie: "__Host-session=abc" }), 100, undefined)).toBe(false);
    expect(isFastPathCandidate(req({ "content-length": "101" }), 100, undefined)).toBe(false);
    expect(isFastPathCandidate(req({ "content-length": "" }), 100, undefined)).toBe(false);
    expect(isFastPathCandidate(req({}, { url: "/api/rest?x=1" }), 100, undefined)).toBe(false);
    expect(isFastPathCandidate(req({}, { method: "PUT" }), 100, undefined)).toBe(false);
  });

  it("takes exactly the origins the middleware's policy lets through for /api/rest", () => {
    const variants: Record<string, string | undefined>[] = [
      {},
      { origin: undefined },
      { origin: "null" },
      { origin: "https://www.site.test" },
      { origin: "http://site.test:8080" },
      { origin: "https://evil.test" },
      { origin: undefined, "sec-fetch-site": "same-origin" },
      { origin: undefined, "sec-fetch-site": "none" },
      { origin: undefined, "sec-fetch-site": "same-site" },
      { "sec-fetch-site": "cross-site" },
      { origin: undefined, "sec-fetch-site": "bogus" },
    ];
    for (const siteUrl of [undefined, "https://www.site.test"]) {
      for (const variant of variants) {
        // The same headers as `req` sends: its Origin unless the variant replaces or drops it.
        const sent = Object.entries({ origin: "http://site.test", ...variant }).filter((entry): entry is [string, string] => entry[1] !== undefined);
        const asAstroSees = new Request("http://site.test/api/rest", { method: "POST", headers: sent });
        const verdict = originPolicy(asAstroSees, "/api/rest", siteOrigins(new URL(asAstroSees.url), siteUrl));
        expect(isFastPathCandidate(req(variant as Record<string, string>), 100, siteUrl), `${siteUrl} ${JSON.stringify(variant)}`).toBe(verdict !== "refused");
      }
    }
  });
});

describe("through the listener", () => {
  it("answers a hit from the stored bytes without Astro", async () => {
    cache.set(parts, answer);
    const res = await post(JSON.stringify({ url, language: "de", cache: true }));
    expect(res.status).toBe(200);
    expect(res.body).toBe(JSON.stringify(answer));
    expect(res.headers["content-length"]).toBe(String(Buffer.byteLength(JSON.stringify(answer))));
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(seen).toEqual([]);
  });

  it("hands misses and refused requests to Astro with the body intact", async () => {
    const bodies = [
      JSON.stringify({ url, language: "de", cache: true }),
      JSON.stringify({ url, language: "de", cache: false }),
      "{not json",
      "",
      JSON.stringify({ url, language: "ü".repeat(200) }),
    ];
    for (const body of bodies) {
      const res = await post(body);
      expect(res.status).toBe(200);
      expect(JSON.parse(res.body)).toEqual({ astro: body });
    }
    expect(seen).toEqual(bodies);
  });

  it("leaves requests it does not take (session cookie, chunked, other origin) to Astro's own body reading", async () => {
    cache.set(parts, answer);
    const body = JSON.stringify({ url, language: "de", cache: true });
    const variants: Record<string, string>[] = [{ cookie: "session=x" }, { origin: "https://evil.test" }, { "transfer-encoding": "chunked" }];
    for (const headers of variants) {
      const res = await post(body, headers);
      expect(JSON.parse(res.body)).toEqual({ astro: body });
    }
    expect((await post("x".repeat(2000))).status).toBe(413);
  });
});
