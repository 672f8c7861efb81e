import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, startSiteAsEditor } from "../helpers/http.ts";
import { type Site } from "../helpers/site.ts";

type Block = { id: string; schemaName: string; schemaId: string; fields: Record<string, Record<string, unknown>>; children?: Block[] };
type Page = { id: string; version: number; data: { blocks: { iv: Block[] } } & Record<string, unknown> };
type Refusal = {
  error: string;
  errorCode: string;
  message: string;
  details: string[];
  issues: { path: string; blockId?: string; field?: string; message: string }[];
  statusCode: number;
};

const APP = "baukasten";
let site: Site;
let cookie: string;
beforeAll(async () => void ({ site, cookie } = await startSiteAsEditor()));
afterAll(() => site?.stop());

const pageUrl = (id: string) => `/cms/api/content/${APP}/pages/${encodeURIComponent(id)}`;
async function page(id: string): Promise<Page> {
  const res = await call(site, pageUrl(id), { cookie, headers: { "x-unpublished": "1" } });
  expect(res.status).toBe(200);
  return (await res.json()) as Page;
}
async function anyPage(): Promise<Page> {
  const res = await call(site, `/cms/api/content/${APP}/pages?$top=200`, { cookie, headers: { "x-unpublished": "1" } });
  const items = ((await res.json()) as { items: Page[] }).items;
  const withHeading = items.find((item) => JSON.stringify(item.data.blocks?.iv ?? []).includes('"block-heading"'));
  expect(withHeading, "the seed has a page with a heading").toBeDefined();
  return page(withHeading!.id);
}
/** The first heading of a tree, depth first. */
function firstHeading(blocks: Block[]): Block | undefined {
  for (const block of blocks) {
    if (block.schemaName === "block-heading") return block;
    const inner = firstHeading(block.children ?? []);
    if (inner) return inner;
  }
  return undefined;
}
const put = (id: string, data: unknown, o: { lang?: string; raw?: string; version?: number } = {}) =>
  call(site, pageUrl(id), {
    method: "PUT",
    cookie,
    ...(o.raw !== undefined ? { raw: o.raw } : { body: data }),
    headers: { "x-unpublished": "1", ...(o.lang ? { "accept-language": o.lang } : {}), ...(o.version !== undefined ? { "if-match": String(o.version) } : {}) },
  });

/** Sends `change` of the page's data and expects a 400 naming the problems, with the page unchanged. */
async function refused(change: (data: Page["data"]) => void, lang = "de"): Promise<Refusal> {
  const before = await anyPage();
  const data = structuredClone(before.data);
  change(data);
  const res = await put(before.id, data, { lang });
  expect(res.status).toBe(400);
  expect(res.headers.get("content-type")).toMatch(/json/);
  const body = (await res.json()) as Refusal;
  const after = await page(before.id);
  expect(after.version).toBe(before.version);
  expect(after.data).toEqual(before.data);
  return body;
}

describe("server-side validation of writes through the proxy", () => {
  it("lets a valid change through and keeps it", async () => {
    const before = await anyPage();
    const data = structuredClone(before.data);
    firstHeading(data.blocks.iv)!.fields.text!.de = "Geprüfte Überschrift";
    const res = await put(before.id, data);
    expect(res.status, await res.clone().text()).toBe(200);
    const after = await page(before.id);
    expect(after.version).toBe(before.version + 1);
    expect(firstHeading(after.data.blocks.iv)!.fields.text!.de).toBe("Geprüfte Überschrift");
  });

  it("refuses a heading without its required text, naming block and field (Squidex-shaped, in the editor's language)", async () => {
    let id = "";
    const body = await refused((data) => {
      const heading = firstHeading(data.blocks.iv)!;
      id = heading.id;
      heading.fields.text = { de: "", en: "Only English" };
    }, "en");
    expect(body).toMatchObject({ error: "ContentInvalid", errorCode: "VALIDATION_ERROR", statusCode: 400 });
    expect(body.issues).toEqual([expect.objectContaining({ blockId: id, field: "text.de", message: "Text is required." })]);
    expect(body.details[0]).toMatch(/^blocks\.iv\[\d+\](\.children\[\d+\])*\.text\.de: Text is required\.$/);
  });

  it("refuses a text longer than its field allows, with a German message by default", async () => {
    const body = await refused((data) => {
      firstHeading(data.blocks.iv)!.fields.text!.de = "Ü".repeat(161);
    });
    expect(body.issues).toHaveLength(1);
    expect(body.issues[0]!.field).toBe("text.de");
    expect(body.message).toMatch(/Nichts wurde gespeichert/);
  });

  it("refuses an unknown block type", async () => {
    const body = await refused((data) => {
      data.blocks.iv.push({ id: "stranger", schemaName: "block-does-not-exist", schemaId: "x", fields: {} });
    });
    expect(body.issues).toEqual([expect.objectContaining({ blockId: "stranger", message: expect.stringMatching(/Blocktyp/) })]);
  });

  it("answers malformed bodies with a 4xx and changes nothing", async () => {
    const before = await anyPage();
    const cases: [string, string | null][] = [
      ["{not json", "application/json"],
      ['{"blocks":{"iv":"nope"}}', "application/json"],
      ["[]", "application/json"],
      ['{"blocks":{"iv":[{"id":{"$gt":1}}]}}', "application/json"],
      ["title=x", "application/x-www-form-urlencoded"],
      ["\u00ff\u00fe", "application/json"],
    ];
    for (const [raw, contentType] of cases) {
      const res = await call(site, pageUrl(before.id), { method: "PUT", cookie, raw, contentType });
      expect(res.status, raw).toBeGreaterThanOrEqual(400);
      expect(res.status, raw).toBeLessThan(500);
    }
    const create = await call(site, `/cms/api/content/${APP}/pages`, { method: "POST", cookie, raw: "{", contentType: "application/json" });
    expect(create.status).toBe(400);
    const after = await page(before.id);
    expect(after.version).toBe(before.version);
  });

  it("checks a PATCH only for the fields it sends, and a create for all of them", async () => {
    const before = await anyPage();
    const blocks = structuredClone(before.data.blocks);
    firstHeading(blocks.iv)!.fields.text = { de: "" };
    const bad = await call(site, pageUrl(before.id), { method: "PATCH", cookie, body: { blocks } });
    expect(bad.status).toBe(400);
    const create = await call(site, `/cms/api/content/${APP}/pages`, { method: "POST", cookie, body: { blocks: { iv: blocks.iv } } });
    expect(create.status).toBe(400);
    expect((await page(before.id)).version).toBe(before.version);
  });
});
