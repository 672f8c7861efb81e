import { existsSync, readdirSync, readFileSync } from "node:fs";
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { connect, type Socket } from "node:net";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSite, type Site } from "../helpers/site.ts";
import { rawRequest } from "../helpers/http.ts";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
/** Astro's static output (hashed assets, fonts); the rendered pages are in the site's live build. */
const CLIENT = join(ROOT, "dist/client");

let site: Site;
let base: URL;

async function startServer(): Promise<void> {
  site = await startSite({ env: { JSON_BODY_LIMIT: String(64 * 1024), UPLOAD_LIMIT: String(256 * 1024) } });
  base = new URL(site.url);
}

/** One request with the path sent exactly as given (no normalisation, no decompression). */
const raw = (path: string, options: { method?: string; headers?: Record<string, string>; body?: Buffer | string } = {}) => rawRequest(site, path, options);

/** A compressible hashed asset with both precompressed variants. */
function hashedAsset(ext: string): string {
  const name = readdirSync(join(CLIENT, "_astro")).find((f) => f.endsWith(ext) && existsSync(join(CLIENT, "_astro", `${f}.br`)));
  if (!name) throw new Error(`no precompressed ${ext} in dist/client/_astro`);
  return `/_astro/${name}`;
}

function expectHardened(headers: IncomingHttpHeaders, html: boolean): void {
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toBeTruthy();
  expect(headers["strict-transport-security"]).toBeUndefined();
  const csp = String(headers["content-security-policy"] ?? "");
  if (!html) return void expect(csp).toBe("");
  for (const directive of ["frame-ancestors 'self'", "object-src 'none'", "base-uri 'self'"]) expect(csp).toContain(directive);
  expect(csp.split(";").find((d) => d.trim().startsWith("script-src"))).not.toContain("unsafe-inline");
}

beforeAll(startServer);
afterAll(() => site?.stop());

describe("static files", () => {
  it("picks brotli, then gzip, then the original by Accept-Encoding, with Vary", async () => {
    const path = hashedAsset(".css");
    const original = readFileSync(join(CLIENT, path));
    const br = await raw(path, { headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toBe("Accept-Encoding");
    expect(brotliDecompressSync(br.body).equals(original)).toBe(true);
    const gz = await raw(path, { headers: { "accept-encoding": "br;q=0, gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body).equals(original)).toBe(true);
    const plain = await raw(path);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toBe("Accept-Encoding");
    expect(plain.body.equals(original)).toBe(true);
    expect(Number(plain.headers["content-length"])).toBe(original.length);
  });

  it("compresses a page on its first request and serves the kept variant after that", async () => {
    const original = readFileSync(join(site.liveDir, "en", "index.html"));
    expect(existsSync(join(site.liveDir, "en", "index.html.br"))).toBe(false);
    const first = await raw("/en", { headers: { "accept-encoding": "br" } });
    expect(first.headers["content-encoding"]).toBe("br");
    expect(first.headers.vary).toBe("Accept-Encoding");
    expect(Number(first.headers["content-length"])).toBe(first.body.length);
    expect(brotliDecompressSync(first.body).equals(original)).toBe(true);
    const second = await raw("/en", { headers: { "accept-encoding": "br" } });
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.body.equals(first.body)).toBe(true);
    expect((await raw("/en", { headers: { "accept-encoding": "br", "if-none-match": first.headers.etag! } })).status).toBe(304);
    const gz = await raw("/en", { headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body).equals(original)).toBe(true);
    expect(gz.headers.etag).not.toBe(first.headers.etag);
    const plain = await raw("/en");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toBe("Accept-Encoding");
    expect(plain.body.equals(original)).toBe(true);
  });

  it("compresses what Astro renders per Accept-Encoding: the 404 page, API JSON; never HEAD", async () => {
    const page = await raw("/gibt-es-nicht", { headers: { "accept-encoding": "br, gzip" } });
    expect(page.status).toBe(404);
    expect(page.headers["content-encoding"]).toBe("br");
    expect(page.headers.vary).toContain("Accept-Encoding");
    expect(brotliDecompressSync(page.body).toString()).toContain("<h1");
    const gz = await raw("/en/does-not-exist", { headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body).toString()).toContain("Page Not Found");
    const plain = await raw("/en/does-not-exist");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toContain("Page Not Found");
    const head = await raw("/en/does-not-exist", { method: "HEAD", headers: { "accept-encoding": "br" } });
    expect(head.headers["content-encoding"]).toBeUndefined();
    expect(head.body.length).toBe(0);
  });

  it("answers If-None-Match with 304 per representation", async () => {
    const path = hashedAsset(".css");
    const first = await raw(path, { headers: { "accept-encoding": "br" } });
    const etag = first.headers.etag!;
    expect(etag).toMatch(/^"[^"]+"$/);
    const again = await raw(path, { headers: { "accept-encoding": "br", "if-none-match": etag } });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    const otherRepresentation = await raw(path, { headers: { "if-none-match": etag } });
    expect(otherRepresentation.status).toBe(200);
  });

  it("caches hashed assets immutably and revalidates documents", async () => {
    expect((await raw(hashedAsset(".css"))).headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await raw("/")).headers["cache-control"]).toBe("no-cache");
  });

  it("sends the right content types and serves folders as their index.html", async () => {
    expect((await raw(hashedAsset(".css"))).headers["content-type"]).toBe("text/css; charset=utf-8");
    for (const path of ["/", "/en", "/en/", "/en/index.html"]) {
      const response = await raw(path);
      expect(response.status, path).toBe(200);
      expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    }
    const font = readdirSync(join(CLIENT, "fonts")).find((f) => f.endsWith(".woff2"));
    if (font) expect((await raw(`/fonts/${font}`)).headers["content-type"]).toBe("font/woff2");
  });

  it("answers HEAD with the headers and no body", async () => {
    const response = await raw("/", { method: "HEAD" });
    expect(response.status).toBe(200);
    expect(Number(response.headers["content-length"])).toBeGreaterThan(0);
    expect(response.body.length).toBe(0);
  });

  it("refuses other methods on static files and TRACE everywhere", async () => {
    const post = await raw(hashedAsset(".css"), { method: "POST", body: "x" });
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe("GET, HEAD");
    for (const path of ["/", "/api/rest", "/nothing"]) expect((await raw(path, { method: "TRACE" })).status).toBe(405);
  });

  it("never serves anything outside the live build", async () => {
    const attempts = [
      "/..%2f..%2fetc/passwd",
      "/%2e%2e/",
      "/%2e%2e/%2e%2e/etc/passwd",
      "/../../etc/passwd",
      "/_astro/../../package.json",
      "/%252e%252e/%252e%252e/etc/passwd",
      "/_astro/..%5c..%5cpackage.json",
      "/.git/HEAD",
      "/.env",
      "/index.html%00.css",
      "/secrets.json",
      "/content/content.db",
    ];
    for (const path of attempts) {
      const response = await raw(path);
      expect([400, 404], path).toContain(response.status);
      const text = response.body.toString();
      expect(text).not.toContain("root:");
      expect(text).not.toContain('"devDependencies"');
      expect(text).not.toContain("ref: refs/");
      expectHardened(response.headers, /text\/html/.test(String(response.headers["content-type"])));
    }
  });
});

describe("every response kind carries the security headers", () => {
  it("static HTML, static CSS, on-demand JSON and the 404 page", async () => {
    const html = await raw("/");
    expect(html.headers["content-type"]).toContain("text/html");
    expectHardened(html.headers, true);
    expectHardened((await raw(hashedAsset(".css"))).headers, false);
    const json = await raw("/api/rest", {
      method: "POST",
      headers: { "content-type": "application/json", origin: base.origin },
      body: JSON.stringify({ url: "api/content/baukasten/pages", language: "de", cache: false }),
    });
    expect(json.headers["content-type"]).toContain("application/json");
    expectHardened(json.headers, false);
    const missing = await raw("/no/such/page");
    expect(missing.status).toBe(404);
    // German path → the 404 screen in German; an English path gets the English wording.
    expect(missing.body.toString()).toContain("Seite nicht gefunden: /no/such/page");
    expect((await raw("/en/no/such/page")).body.toString()).toContain("Page not found: /en/no/such/page");
    expectHardened(missing.headers, true);
  });
});

describe("HSTS", () => {
  it("is sent when a local TLS proxy forwarded the request, on static and on-demand responses", async () => {
    const tls = { "x-forwarded-proto": "https" };
    for (const path of ["/", hashedAsset(".css"), "/no/such/page"]) {
      const response = await raw(path, { headers: tls });
      expect(response.headers["strict-transport-security"], path).toBe("max-age=31536000; includeSubDomains");
    }
    expect((await raw("/")).headers["strict-transport-security"]).toBeUndefined();
  });
});

describe("request limits", () => {
  it("answers 413 to a declared JSON body over the limit before the app reads it", async () => {
    const body = Buffer.alloc(64 * 1024 + 1, 0x20);
    const response = await raw("/api/rest", { method: "POST", headers: { "content-type": "application/json", origin: base.origin }, body });
    expect(response.status).toBe(413);
    expectHardened(response.headers, false);
    expect((await raw("/")).status).toBe(200);
  });

  it("gives multipart asset uploads through the proxy the upload limit instead", async () => {
    const upload = (size: number) =>
      raw("/cms/api/apps/baukasten/assets", {
        method: "POST",
        headers: { "content-type": "multipart/form-data; boundary=x", origin: base.origin },
        body: Buffer.alloc(size, 0x61),
      });
    const withinUploadLimit = await upload(128 * 1024);
    expect(withinUploadLimit.status).not.toBe(413);
    expect(withinUploadLimit.status).toBeLessThan(500);
    expect((await upload(256 * 1024 + 1)).status).toBe(413);
  });

  it("cuts off a streamed body at the limit, and a handler that reads it gets no further", async () => {
    const started = Date.now();
    const outcome = await new Promise<number | "closed">((resolve) => {
      const req = httpRequest(
        {
          host: base.hostname,
          port: base.port,
          path: "/api/rest",
          method: "POST",
          agent: false,
          headers: { "content-type": "application/json", origin: base.origin, "transfer-encoding": "chunked" },
        },
        (res) => (res.resume(), resolve(res.statusCode!)),
      );
      req.on("error", () => resolve("closed"));
      const chunk = Buffer.alloc(16 * 1024, 0x20);
      const pump = () => {
        if (req.destroyed) return;
        if (Date.now() - started > 5_000) return void req.destroy();
        req.write(chunk, () => setImmediate(pump));
      };
      pump();
    });
    // A 413 or a closed connection within a second of crossing the limit, so an endless body cannot
    // tie up the server (the client may see the reset before the 413, since the server stops reading).
    expect([413, "closed"]).toContain(outcome);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect((await raw("/")).status).toBe(200);
  });

  it("keeps answering while 100 idle connections hang", async () => {
    const sockets: Socket[] = [];
    try {
      await Promise.all(
        Array.from(
          { length: 100 },
          () =>
            new Promise<void>((resolve, reject) => {
              const socket = connect(Number(base.port), base.hostname, () => {
                socket.write("GET / HTTP/1.1\r\nHost: slow\r\n");
                resolve();
              });
              socket.on("error", () => {});
              socket.once("error", reject);
              sockets.push(socket);
            }),
        ),
      );
      const started = Date.now();
      const response = await raw("/");
      expect(response.status).toBe(200);
      expect(Date.now() - started).toBeLessThan(1_000);
    } finally {
      for (const socket of sockets) socket.destroy();
    }
  });
});
