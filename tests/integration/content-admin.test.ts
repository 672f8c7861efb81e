import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Site } from "../helpers/site.ts";
import { call, startSiteAsEditor } from "../helpers/http.ts";

const FORM = "application/x-www-form-urlencoded";
type Item = { id: string; status: string; version: number; data: Record<string, Record<string, unknown>> };

let site: Site;
let cookie: string;
beforeAll(async () => void ({ site, cookie } = await startSiteAsEditor()));
afterAll(() => site?.stop());

const form = (path: string, fields: Record<string, string | number>, o: { cookie?: string } = {}) =>
  call(site, path, {
    raw: new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString(),
    contentType: FORM,
    cookie: o.cookie ?? cookie,
  });
const html = async (path: string) => {
  const res = await call(site, path, { cookie });
  return { status: res.status, text: await res.text() };
};
/** An item as the content service has it (through the proxy, drafts included), or undefined. */
async function item(schema: string, id: string): Promise<Item | undefined> {
  const res = await call(site, `/cms/api/content/baukasten/${schema}?$filter=${encodeURIComponent(`id eq '${id}'`)}`, {
    cookie,
    headers: { "x-unpublished": "1" },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { items: Item[] }).items[0];
}
async function total(schema: string): Promise<number> {
  const res = await call(site, `/cms/api/content/baukasten/${schema}?$top=1`, { cookie, headers: { "x-unpublished": "1" } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { total: number }).total;
}
const create = (schema: string, data: unknown) => call(site, `/api/manage/content/${schema}?lang=en`, { cookie, body: { data } });

describe("who may use the content admin", () => {
  it("sends visitors to the login page and refuses their writes", async () => {
    const list = await call(site, "/manage/content");
    expect(list.status).toBe(302);
    expect(list.headers.get("location")).toBe("/login?returnTo=%2Fmanage%2Fcontent");
    expect((await call(site, "/manage/squidex/practitioners")).headers.get("location")).toBe("/login?returnTo=%2Fmanage%2Fsquidex%2Fpractitioners");
    const before = await total("practitioners");
    const refused = await call(site, "/api/manage/content/practitioners", { body: { data: { email: { iv: "a@b.de" }, name: { iv: "A" } } } });
    expect(refused.status).toBe(401);
    const foreign = await call(site, "/api/manage/content/practitioners", {
      cookie,
      origin: "https://evil.test",
      body: { data: { email: { iv: "a@b.de" }, name: { iv: "A" } } },
    });
    expect(foreign.status).toBe(403);
    expect(await total("practitioners")).toBe(before);
  });
});

describe("the content overview and lists", () => {
  it("lists the content schemas with their counts, pages and block types on their own screens", async () => {
    const { status, text } = await html("/manage/content?lang=de");
    expect(status).toBe(200);
    expect(text).toContain('href="/manage/squidex/practitioners"');
    expect(text).toContain("Praktizierende");
    expect(text).toContain('href="/manage/pages"');
    expect(text).toContain('href="/manage/blocks"');
    expect(text).toMatch(new RegExp(`${await total("practitioners")} Einträge`));
  });

  it("searches, sorts and pages through the content service", async () => {
    const search = await html("/manage/squidex/practitioners?q=Maa%C3%9F&lang=de");
    expect(search.text).toContain("Gudrun Maaß");
    expect(search.text).not.toContain("Jürgen Weiß");
    const sorted = await html("/manage/squidex/practitioners?sort=name&dir=asc&lang=en");
    const names = [...sorted.text.matchAll(/<th scope="row"[^>]*>\s*<a [^>]*>([^<]+)<\/a>/g)].map((m) => m[1]!);
    expect(names.length).toBeGreaterThan(3);
    expect([...names].sort((a, b) => a.localeCompare(b, "de", { sensitivity: "base" }))).toEqual(names);
    const unknown = await html("/manage/squidex/no-such-schema");
    expect(unknown.status).toBe(404);
  });
});

describe("editing an item", () => {
  it("refuses data that breaks the form's rules with messages by field, and saves nothing", async () => {
    const before = await total("practitioners");
    const res = await create("practitioners", { email: { iv: "not-an-email" }, name: { iv: "" } });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string; details: Record<string, string[]> };
    expect(body.error).toBe("ContentInvalid");
    expect(body.details["email.iv"]).toEqual(["Please enter a valid email address."]);
    expect(body.details["name.iv"]?.[0]).toMatch(/required/);
    expect(await total("practitioners")).toBe(before);
  });

  it("creates a draft, saves a change, publishes, compares and restores a version, and deletes", async () => {
    const created = await create("practitioners", { email: { iv: "ida@example.test" }, name: { iv: "Ida" }, city: { iv: "Kiel" } });
    expect(created.status).toBe(201);
    const { id, version, location } = (await created.json()) as { id: string; version: number; location: string };
    expect(location).toBe(`/manage/squidex/practitioners/${id}?done=created`);
    expect((await item("practitioners", id))?.status).toBe("Draft");

    const saved = await call(site, `/api/manage/content/practitioners/${id}`, {
      method: "PUT",
      cookie,
      body: { data: { email: { iv: "ida@example.test" }, name: { iv: "Ida Meyer" } }, version },
    });
    expect(saved.status).toBe(200);
    const v1 = (await item("practitioners", id))!;
    expect(v1.data.name!.iv).toBe("Ida Meyer");
    // The city the form did not send keeps its value.
    expect(v1.data.city!.iv).toBe("Kiel");
    const stale = await call(site, `/api/manage/content/practitioners/${id}`, {
      method: "PUT",
      cookie,
      body: { data: { email: { iv: "ida@example.test" }, name: { iv: "Late" } }, version },
    });
    expect(stale.status).toBe(409);

    const published = await form(`/manage/squidex/practitioners/${id}`, { action: "status", id, version: v1.version, status: "Published" });
    expect(published.status).toBe(303);
    expect(published.headers.get("location")).toBe(`/manage/squidex/practitioners/${id}?done=published#top`);
    const v2 = (await item("practitioners", id))!;
    expect(v2.status).toBe("Published");

    const page = await html(`/manage/squidex/practitioners/${id}?compare=${version}&lang=en`);
    expect(page.text).toContain("Version 0 compared with version 2 (current)");
    expect(page.text).toMatch(/<del[^>]*>Ida<\/del>/);
    expect(page.text).toMatch(/<ins[^>]*>Ida Meyer<\/ins>/);

    const restored = await form(`/manage/squidex/practitioners/${id}`, { action: "restore", id, version: v2.version, from: version });
    expect(restored.status).toBe(303);
    const v3 = (await item("practitioners", id))!;
    expect(v3.version).toBe(v2.version + 1);
    expect(v3.data.name!.iv).toBe("Ida");

    const deleted = await form(`/manage/squidex/practitioners/${id}`, { action: "delete", id, version: v3.version });
    expect(deleted.status).toBe(303);
    expect(deleted.headers.get("location")).toBe("/manage/squidex/practitioners?done=deleted");
    expect(await item("practitioners", id)).toBeUndefined();
  });

  it("moderates practitioners: reject archives, approve publishes again (through draft), the display flag toggles", async () => {
    const list = await call(site, "/cms/api/content/baukasten/practitioners?$top=1&$orderby=data/name/iv asc", { cookie, headers: { "x-unpublished": "1" } });
    const first = ((await list.json()) as { items: Item[] }).items[0]!;
    const rejected = await form("/manage/squidex/practitioners", {
      action: "reject",
      id: first.id,
      version: first.version,
      back: "/manage/squidex/practitioners?status=Draft",
    });
    expect(rejected.headers.get("location")).toBe("/manage/squidex/practitioners?status=Draft&done=rejected");
    const archived = (await item("practitioners", first.id))!;
    expect(archived.status).toBe("Archived");
    await form("/manage/squidex/practitioners", { action: "approve", id: first.id, version: archived.version });
    const approved = (await item("practitioners", first.id))!;
    expect(approved.status).toBe("Published");
    const shown = approved.data.display?.iv === true;
    await form("/manage/squidex/practitioners", { action: "display", id: first.id, version: approved.version, display: String(!shown) });
    expect((await item("practitioners", first.id))!.data.display!.iv).toBe(!shown);
  });
});

describe("bad input", () => {
  it("answers every malformed write with a 4xx and changes nothing", async () => {
    const before = await total("practitioners");
    const any = fc.oneof(fc.anything(), fc.record({ data: fc.dictionary(fc.string(), fc.anything()), version: fc.anything() }));
    await fc.assert(
      fc.asyncProperty(any, fc.constantFrom("practitioners", "recipients", "nope", "..%2F"), async (body, schema) => {
        const res = await call(site, `/api/manage/content/${schema}`, { cookie, raw: JSON.stringify(body) ?? "null" });
        expect(res.status, JSON.stringify(body)).toBeLessThan(500);
      }),
      { numRuns: 60 },
    );
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.constantFrom("action", "id", "version", "status", "from", "display", "back"), fc.string()), async (fields) => {
        const res = await form("/manage/squidex/practitioners", fields);
        expect(res.status, JSON.stringify(fields)).toBeLessThan(500);
      }),
      { numRuns: 60 },
    );
    expect(await total("practitioners")).toBe(before);
  });
});
