import { existsSync, readdirSync, readlinkSync, rmSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, login, sessionUser } from "../helpers/http.ts";
import { startNginx, type Nginx } from "../helpers/nginx.ts";
import { startRedis, type RedisServer } from "../helpers/redis.ts";
import { siteDataCopy, startSite, type Site } from "../helpers/site.ts";

/**
 * The shipped deployment, for real: nginx configured from deploy/nginx.conf.template serving the
 * live build in front of two site processes that share one data folder and a Redis.
 */

const ENCODINGS = { "accept-encoding": "br, gzip" };
/** Headers nginx must send as the site server does for the same file. */
const SAME = [
  "content-type",
  "cache-control",
  "vary",
  "content-encoding",
  "x-content-type-options",
  "referrer-policy",
  "permissions-policy",
  "content-security-policy",
  "cross-origin-opener-policy",
  "strict-transport-security",
];
/** nginx's own ETag (`"mtime-size"` in hex): the answer came from a file, not from a site process. */
const NGINX_ETAG = /^"[0-9a-f]+-[0-9a-f]+"$/;

const pick = (res: Response, names: readonly string[]) => Object.fromEntries(names.map((name) => [name, res.headers.get(name)]));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const hostOf = (site: Site) => new URL(site.url).host;

async function until(what: string, ms: number, test: () => Promise<boolean> | boolean): Promise<void> {
  const end = Date.now() + ms;
  while (!(await test())) {
    if (Date.now() > end) throw new Error(`${what}: not within ${ms / 1000} s`);
    await sleep(50);
  }
}

/** Every file of a build folder a visitor can ask for, by URL path. */
function servedFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !/\.(br|gz)$/.test(entry.name))
    .map((entry) => `/${relative(dir, join(entry.parentPath, entry.name)).split(sep).join("/")}`)
    .filter((path) => !path.split("/").some((segment) => segment.startsWith(".")));
}

async function inBatches<T>(items: T[], width: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: width }, worker));
}

describe("nginx serving the live build in front of two site processes (deploy/)", () => {
  let redis: RedisServer;
  let dataDir: string;
  let a: Site;
  let b: Site;
  let nginx: Nginx;
  /** nginx, addressed like a site. */
  let front: Site;
  const builds = (site: Site, reason: string) =>
    site
      .output()
      .split("\n")
      .filter((line) => line.startsWith("Build ") && line.includes(`(${reason})`));

  beforeAll(async () => {
    redis = await startRedis();
    dataDir = siteDataCopy();
    const env = { REDIS_URL: redis.url, BUILD_PRECOMPRESS: "1" };
    [a, b] = await Promise.all([startSite({ dataDir, env }), startSite({ dataDir, env })]);
    // Both adopt the template's build and ask for one with .br/.gz files: one renders it, and both serve it.
    const live = () => readlinkSync(a.liveDir);
    const serves = async (site: Site) => ((await (await call(site, "/builds/latest.json")).json()) as { id: string }).id === live();
    // Measured: 2 s idle for the precompressing build and the follow; the limit leaves room for a busy machine.
    await until(
      "a precompressed build served by both processes",
      60_000,
      async () => existsSync(join(a.liveDir, "index.html.br")) && (await serves(a)) && (await serves(b)),
    );
    nginx = await startNginx(join(dataDir, ".nginx"), { liveDir: a.liveDir, upstreams: [hostOf(a), hostOf(b)], uploadLimit: 10 * 1024 * 1024 });
    front = { ...a, url: nginx.url };
  });
  afterAll(async () => {
    await nginx?.stop();
    await Promise.all([a?.stop(), b?.stop()]);
    await redis?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it("renders one build at a time: of two processes asking for the same build at start, one renders it", () => {
    const reason = "BUILD_PRECOMPRESS is on";
    expect([...builds(a, reason), ...builds(b, reason)], a.output() + b.output()).toHaveLength(1);
  });

  it("serves every file of the live build itself, precompressed, with the headers and bytes the site server sends", async () => {
    const files = servedFiles(a.liveDir);
    expect(files.length).toBeGreaterThan(100);
    const mismatches: string[] = [];
    await inBatches(files, 6, async (path) => {
      const [viaNginx, viaSite] = await Promise.all([fetch(`${nginx.url}${path}`, { headers: ENCODINGS }), fetch(`${a.url}${path}`, { headers: ENCODINGS })]);
      const [nginxBody, siteBody] = await Promise.all([viaNginx.arrayBuffer(), viaSite.arrayBuffer()]);
      const etag = viaNginx.headers.get("etag") ?? "";
      const expected = { status: viaSite.status, ...pick(viaSite, SAME) };
      const got = { status: viaNginx.status, ...pick(viaNginx, SAME) };
      if (JSON.stringify(got) !== JSON.stringify(expected)) mismatches.push(`${path}: nginx ${JSON.stringify(got)}\n  site ${JSON.stringify(expected)}`);
      else if (!NGINX_ETAG.test(etag)) mismatches.push(`${path}: not served from the file by nginx (ETag ${etag})`);
      else if (!Buffer.from(nginxBody).equals(Buffer.from(siteBody))) mismatches.push(`${path}: other bytes`);
      else {
        // Revalidation: a 304 with the same caching and security headers.
        const again = await fetch(`${nginx.url}${path}`, { headers: { ...ENCODINGS, "if-none-match": etag } });
        await again.arrayBuffer();
        const kept = ["cache-control", "content-security-policy", "x-content-type-options"];
        if (again.status !== 304 || JSON.stringify(pick(again, kept)) !== JSON.stringify(pick(viaSite, kept)))
          mismatches.push(`${path}: revalidation ${again.status}`);
      }
    });
    expect(mismatches).toEqual([]);
    // Pages, payloads and public files went out as the build's brotli files.
    const page = await fetch(`${nginx.url}/ueber-uns`, { headers: ENCODINGS });
    await page.arrayBuffer();
    expect(page.headers.get("content-encoding")).toBe("br");
  });

  it("hands everything that is no file of the live build to the site processes, which answer as they do alone", async () => {
    const paths = [
      "/login",
      "/manage",
      "/api/_auth/session",
      "/de",
      "/home",
      "/gibt-es-nicht",
      "/index.html.gz",
      "/ueber-uns/index.html.br",
      "/.env",
      "/sitemap.xml",
    ];
    for (const path of paths) {
      const [viaNginx, viaSite] = await Promise.all([call(front, path), call(a, path)]);
      await Promise.all([viaNginx.arrayBuffer(), viaSite.arrayBuffer()]);
      expect({ path, status: viaNginx.status, location: viaNginx.headers.get("location"), type: viaNginx.headers.get("content-type") }).toEqual({
        path,
        status: viaSite.status,
        location: viaSite.headers.get("location"),
        type: viaSite.headers.get("content-type"),
      });
    }
    // Another method than GET on a page's file: the site's answer, not nginx's.
    const [post, postSite] = await Promise.all([
      call(front, "/ueber-uns", { method: "POST", raw: "x=1" }),
      call(a, "/ueber-uns", { method: "POST", raw: "x=1" }),
    ]);
    expect(post.status).toBe(postSite.status);
    expect(post.headers.get("content-type")).toBe(postSite.headers.get("content-type"));
  });

  it("shares sessions: a login through one process (or nginx) is valid through the other", async () => {
    const cookie = await login(a);
    expect((await sessionUser(b, cookie))?.email).toBe((await sessionUser(a, cookie))?.email);
    const viaFront = await login(front);
    for (const site of [a, b, front]) expect(await sessionUser(site, viaFront)).toBeDefined();
  });

  it("a change published through one process is served by nginx within 3 s, and by the other process too", async () => {
    const cookie = await login(a);
    type Item = { id: string; data: Record<string, Record<string, unknown>> };
    const list = (await (await call(b, "/cms/api/content/baukasten/pages?$top=200", { cookie })).json()) as { items: Item[] };
    const page = list.items.find((p) => (p.data.seo?.de as { slug?: string } | undefined)?.slug === "ueber-uns")!;
    const data = structuredClone(page.data);
    data.blocks!.iv = JSON.parse(JSON.stringify(data.blocks!.iv).replace(/("de":")/, "$1Hinter nginx veröffentlicht: "));
    const saved = await call(b, `/cms/api/content/baukasten/pages/${page.id}`, { method: "PUT", body: data, cookie });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const published = Date.now();
    await until("the new page through nginx", 3_000, async () =>
      (await (await fetch(`${nginx.url}/ueber-uns`)).text()).includes("Hinter nginx veröffentlicht"),
    );
    console.log(`published → served by nginx in ${Date.now() - published} ms`);
    // The process that did not build follows the switch (a readlink per second at most).
    await until("the new page from the other process", 5_000, async () => (await (await call(a, "/ueber-uns")).text()).includes("Hinter nginx veröffentlicht"));
    const [viaNginx, viaSite] = await Promise.all([fetch(`${nginx.url}/ueber-uns`), call(a, "/ueber-uns")]);
    expect(viaNginx.headers.get("content-security-policy")).toBe(viaSite.headers.get("content-security-policy"));
    expect(viaNginx.headers.get("etag")).toMatch(NGINX_ETAG);
  });

  it("keeps answering through nginx when one site process stops", async () => {
    const cookie = await login(front);
    await b.stop();
    for (let i = 0; i < 12; i++) {
      const session = await call(front, "/api/_auth/session", { cookie });
      expect(session.status).toBe(200);
      expect(((await session.json()) as { user?: unknown }).user).toBeDefined();
      const page = await fetch(`${nginx.url}/ueber-uns`);
      expect(page.status).toBe(200);
      await page.arrayBuffer();
    }
    expect((await call(front, "/login")).status).toBe(200);
  });
});
