import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSite, type Site } from "../helpers/site.ts";
import { call, login } from "../helpers/http.ts";

// Practitioners are a public schema with a private field, `email` (PRIVATE_FIELDS in
// src/lib/cms/public-schemas.ts): anonymous reads never show it, editors' reads do.

const APP = "baukasten";
const LIST = `api/content/${APP}/practitioners`;
let site: Site;
let editor: string;
/** The seeded practitioners' addresses, as an editor reads them. */
let addresses: string[];
/** Their names, which the built pages do show. */
let names: string[];
let someId: string;

interface Item {
  id: string;
  data: Record<string, unknown>;
}

const rest = (body: Record<string, unknown>, cookie?: string) => call(site, "/api/rest", { body: { language: "de", ...body }, ...(cookie ? { cookie } : {}) });
const items = async (res: Response) => {
  expect(res.status).toBe(200);
  return ((await res.json()) as { items: Item[] }).items;
};
const hasEmail = (list: Item[]) => list.some((item) => "email" in item.data);

beforeAll(async () => {
  site = await startSite();
  editor = await login(site);
  const res = await rest({ url: `${LIST}?$top=200`, cache: false }, editor);
  expect(res.status).toBe(200);
  const { items: all, total } = (await res.json()) as { items: Item[]; total: number };
  expect(all).toHaveLength(total);
  addresses = all.map((item) => item.data.email).filter((email): email is string => typeof email === "string");
  names = all.map((item) => item.data.name).filter((name): name is string => typeof name === "string");
  someId = all[0]!.id;
});
afterAll(async () => {
  await site?.stop();
});

/** A raw POST /api/rest without a cookie, so the production server's fast path may answer it; `fast` tells whether it did. */
function rawRest(body: unknown): Promise<{ status: number; fast: boolean; text: string }> {
  const text = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      `${site.url}/api/rest`,
      { method: "POST", headers: { "content-type": "application/json", origin: site.url, "content-length": String(Buffer.byteLength(text)) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({ status: res.statusCode!, fast: res.headers["transfer-encoding"] === undefined, text: Buffer.concat(chunks).toString("utf8") }),
        );
      },
    );
    req.on("error", reject);
    req.end(text);
  });
}

describe("a practitioner's e-mail", () => {
  it("is seeded and read by editors through /api/rest (list and single)", async () => {
    expect(addresses.length).toBeGreaterThan(3);
    expect(addresses.every((a) => a.startsWith("kontakt@"))).toBe(true);
    const one = await items(await rest({ url: `${LIST}/${someId}`, cache: true }, editor));
    expect(typeof one[0]!.data.email).toBe("string");
  });

  it("is left out of anonymous /api/rest lists and single items, cached or not", async () => {
    for (const cache of [false, true, true]) {
      const list = await items(await rest({ url: LIST, cache }));
      expect(list.length).toBeGreaterThan(3);
      expect(list.every((item) => typeof item.data.name === "string")).toBe(true);
      expect(hasEmail(list)).toBe(false);
      expect(hasEmail(await items(await rest({ url: `${LIST}/${someId}`, cache })))).toBe(false);
    }
  });

  it("never crosses between an editor's and an anonymous cached answer, on the fast path either", async () => {
    // Each order: the first reader fills the cache entry for this exact request.
    for (const [first, url] of [
      ["editor", `${LIST}?$top=7`],
      ["anonymous", `${LIST}?$top=8`],
    ] as const) {
      const body = { url, language: "de", cache: true };
      if (first === "editor") expect(hasEmail(await items(await rest(body, editor)))).toBe(true);
      const miss = await rawRest(body);
      const hit = await rawRest(body);
      expect(hit.fast).toBe(true);
      for (const answer of [miss, hit]) {
        expect(answer.status).toBe(200);
        expect(answer.text).not.toContain("kontakt@");
        expect(answer.text).toContain('"name"');
      }
      expect(hasEmail(await items(await rest(body, editor)))).toBe(true);
      expect((await rawRest(body)).text).not.toContain("kontakt@");
    }
  });

  it("is left out of /api/getcontentitem for anonymous readers, kept for editors", async () => {
    const body = { url: LIST, id: someId, language: "de", cache: true };
    for (const _ of [1, 2]) {
      const anonymous = await call(site, "/api/getcontentitem", { body });
      expect(anonymous.status).toBe(200);
      const item = (await anonymous.json()) as Item;
      expect(item.id).toBe(someId);
      expect("email" in item.data).toBe(false);
      const edited = (await (await call(site, "/api/getcontentitem", { body, cookie: editor })).json()) as Item;
      expect(edited.data.email).toMatch(/^kontakt@/);
    }
  });

  it("is left out of the /cms proxy's anonymous answers, flattened or not, kept for editors", async () => {
    for (const headers of [{}, { "x-flatten": "true" }] as Record<string, string>[]) {
      const list = await call(site, `/cms/${LIST}?$top=50`, { headers });
      expect(list.status).toBe(200);
      const text = await list.text();
      expect(text).not.toContain("kontakt@");
      expect((JSON.parse(text) as { items: Item[] }).items.length).toBeGreaterThan(3);
      const one = await call(site, `/cms/${LIST}/${someId}`, { headers });
      expect(one.status).toBe(200);
      expect(await one.text()).not.toContain("kontakt@");
    }
    const head = await call(site, `/cms/${LIST}/${someId}`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBeNull();
    const edited = await call(site, `/cms/${LIST}/${someId}`, { cookie: editor });
    expect(((await edited.json()) as { data: { email?: { iv: string } } }).data.email?.iv).toMatch(/^kontakt@/);
  });

  // The embedded service matches field names exactly: `EMAIL` is an unknown field, a 400 for editors too.
  it.each([
    ["$filter", "data/email/iv eq 'kontakt@x.example'", 200],
    ["$filter", "startswith(data/EMAIL/iv, 'kontakt@')", 400],
    ["$orderby", "data/email/iv asc", 200],
    ["$search", "kontakt@", 200],
    ["q", JSON.stringify({ fullText: "kontakt" }), 200],
  ])("cannot be probed anonymously with %s=%s (400 PrivateFieldQuery); editors get %i", async (key, value, editorStatus) => {
    const url = `${LIST}?${key}=${encodeURIComponent(value)}`;
    for (const res of [await rest({ url, cache: true }), await call(site, `/cms/${url}`)]) {
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: string }).error).toBe("PrivateFieldQuery");
    }
    expect((await rest({ url, cache: true }, editor)).status).toBe(editorStatus);
  });

  it("a probe with a real address is refused, not answered with its match", async () => {
    const url = `${LIST}?$filter=${encodeURIComponent(`data/email/iv eq '${addresses[0]}'`)}`;
    expect((await items(await rest({ url, cache: false }, editor))).length).toBe(1);
    expect((await rest({ url, cache: false })).status).toBe(400);
    // Filters on other fields still work for visitors.
    const byName = `${LIST}?$filter=${encodeURIComponent("data/country/iv eq 'DE'")}&$top=3`;
    expect((await rest({ url: byName, cache: false })).status).toBe(200);
  });

  it("is not in the anonymous GraphQL schema, and cannot be probed there", async () => {
    const gql = (graphquery: string, cookie?: string) =>
      call(site, "/api/graphql", { body: { graphquery, key: "", language: "de", cache: true }, ...(cookie ? { cookie } : {}) });
    const flat = "{ queryPractitionersContents(top: 50) { id flatData { name email } } }";
    const anonymous = await gql(flat);
    expect(anonymous.status).toBe(400);
    expect(JSON.stringify(await anonymous.json())).toContain("email");
    expect((await gql("{ queryPractitionersContents(top: 5) { data { email { iv } } } }")).status).toBe(400);
    const fine = await gql("{ queryPractitionersContents(top: 50) { id flatData { name } } }");
    expect(fine.status).toBe(200);
    expect(await fine.text()).not.toContain("kontakt@");
    for (const probe of [`{ queryPractitionersContents(filter: "data/email/iv eq 'x'") { id } }`, '{ queryPractitionersContents(search: "kontakt") { id } }']) {
      const res = await gql(probe);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: string }).error).toBe("PrivateFieldQuery");
    }
    const edited = await gql(flat, editor);
    expect(edited.status).toBe(200);
    expect(await edited.text()).toContain("kontakt@");
    // The editor's answer is cached under the same key: the anonymous query is still refused before it.
    expect((await gql(flat)).status).toBe(400);
  });

  it("is printed nowhere in the built site (pages, payloads, sitemap, JSON)", () => {
    const files = readdirSync(site.liveDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
    const texts = files.filter((f) => /\.(html|json|xml|txt|js|mjs|webmanifest)$/.test(f.name));
    expect(texts.length).toBeGreaterThan(10);
    const leaks: string[] = [];
    const shown = new Set<string>();
    for (const file of texts) {
      const text = readFileSync(join(file.parentPath, file.name), "utf8");
      for (const address of addresses) if (text.includes(address)) leaks.push(`${file.name}: ${address}`);
      for (const name of names) if (text.includes(name)) shown.add(name);
    }
    expect(leaks).toEqual([]);
    // The practitioners' pages are in the build: the search above looked where an address would be.
    expect(shown.size).toBeGreaterThan(3);
  });
});
