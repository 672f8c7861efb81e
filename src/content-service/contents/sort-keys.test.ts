import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createContentService, type ContentService } from "../index.ts";
import { serviceTokens } from "../../../tests/support/content-service/service-tokens.ts";
import { SOURCES } from "./read.ts";
import { MAX_SORT_KEYS, walkSql } from "./sort-keys.ts";

// A sort on a data field walks a sort key (contents/sort-keys.ts). These tests hold every sorted
// page against the unsorted list of the same view sorted here, in JavaScript, by the rules of
// `ORDER BY json_extract(…)`: missing and null first (ascending), then numbers, then text by its
// UTF-8 bytes; objects and arrays as their JSON text; ties by id. Through service.fetch, for
// published readers and editors (drafts), and after every kind of write.

const APP = "sorting";
const SCHEMA = "people";
const BASE = `/api/content/${APP}/${SCHEMA}`;
const FIELDS = [
  { name: "name", properties: { fieldType: "String" } },
  { name: "label", partitioning: "language", properties: { fieldType: "String" } },
  { name: "rank", properties: { fieldType: "Number" } },
  { name: "flag", properties: { fieldType: "Boolean" } },
  { name: "tags", properties: { fieldType: "Tags" } },
  { name: "extra", properties: { fieldType: "Json" } },
];
const SORTS = ["name/iv", "label/de", "label/en", "rank/iv", "flag/iv", "tags/iv", "extra/iv", "extra/iv/a"];

type Data = Record<string, Record<string, unknown> | undefined>;
interface Item {
  id: string;
  created: string;
  data: Data;
}

let dataDir: string;
let service: ContentService;
let token: string;

async function call(path: string, init: RequestInit & { unpublished?: boolean } = {}): Promise<{ status: number; body: Record<string, unknown> }> {
  const { unpublished, ...rest } = init;
  const headers = new Headers(rest.headers);
  headers.set("authorization", `Bearer ${token}`);
  if (rest.body) headers.set("content-type", "application/json");
  if (unpublished) headers.set("X-Unpublished", "1");
  const res = await service.fetch(new Request(`http://x${path}`, { ...rest, headers }));
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : {}) as Record<string, unknown> };
}

async function ok(path: string, init: RequestInit & { unpublished?: boolean } = {}): Promise<Record<string, unknown>> {
  const res = await call(path, init);
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
  return res.body;
}

async function list(query: Record<string, string | number>, unpublished: boolean): Promise<{ total: number; items: Item[] }> {
  const body = await ok(`${BASE}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`, { unpublished });
  return body as unknown as { total: number; items: Item[] };
}

/** What `json_extract(data, '$.field.partition…')` gives, as JavaScript values. */
function extract(data: Data, path: string): number | string | null {
  let value: unknown = data;
  for (const segment of path.split("/"))
    value = value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>)[segment] : undefined;
  if (value === undefined || value === null) return null;
  if (typeof value === "boolean") return value ? 1 : 0;
  if (typeof value === "number" || typeof value === "string") return value;
  return JSON.stringify(value);
}

/** SQLite's order of values of different kinds, and of text (BINARY: UTF-8 bytes). */
function compareValues(a: number | string | null, b: number | string | null): number {
  const kind = (v: typeof a) => (v === null ? 0 : typeof v === "number" ? 1 : 2);
  if (kind(a) !== kind(b)) return kind(a) - kind(b);
  if (typeof a === "number" && typeof b === "number") return a - b;
  if (typeof a === "string" && typeof b === "string") return Buffer.compare(Buffer.from(a), Buffer.from(b));
  return 0;
}

function sortedHere(items: Item[], path: string, desc: boolean, thenCreatedDesc: boolean): string[] {
  return items
    .toSorted((a, b) => {
      const byValue = compareValues(extract(a.data, path), extract(b.data, path));
      if (byValue !== 0) return desc ? -byValue : byValue;
      if (thenCreatedDesc && a.created !== b.created) return a.created < b.created ? 1 : -1;
      return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
    })
    .map((item) => item.id);
}

/** The service's sorted page equals the page of its unsorted list (same view and search) sorted here. */
async function agrees(o: { path: string; desc: boolean; thenCreatedDesc: boolean; top: number; skip: number; unpublished: boolean; search?: string }) {
  const search: Record<string, string> = o.search !== undefined ? { $search: o.search } : {};
  const all = await list({ $top: 200, ...search }, o.unpublished);
  expect(all.items.length).toBe(all.total);
  const orderby = `data/${o.path} ${o.desc ? "desc" : "asc"}${o.thenCreatedDesc ? ",created desc" : ""}`;
  const page = await list({ $top: o.top, $skip: o.skip, $orderby: orderby, ...search }, o.unpublished);
  expect({ total: page.total, ids: page.items.map((item) => item.id) }, orderby).toEqual({
    total: all.total,
    ids: sortedHere(all.items, o.path, o.desc, o.thenCreatedDesc).slice(o.skip, o.skip + o.top),
  });
}

/**
 * Every sort path, both directions, both views, page by page: each page's rows are sorted again
 * after the walk, so only pages smaller than the list show the walk's order.
 */
async function allAgree(paths = SORTS) {
  for (const path of paths) {
    for (const desc of [false, true]) {
      for (const unpublished of [false, true]) {
        for (let skip = 0; skip < 50; skip += 7) await agrees({ path, desc, thenCreatedDesc: false, top: 7, skip, unpublished });
      }
    }
  }
}

// Words with ties, case, accents, quotes, and characters whose UTF-16 order differs from UTF-8's.
const WORDS = ["", "Anna", "anna", "Änne", "Zoë", "zoe", "O'Brien", 'say "hi"', "Ｚ", "😀", "10", "9", "Berlin"];
const word = fc.constantFrom(...WORDS);
const orNull = <T>(arb: fc.Arbitrary<T>) => fc.oneof(arb, fc.constant(null));
const number = fc.oneof(fc.integer({ min: -3, max: 3 }), fc.double({ min: -3, max: 3, noNaN: true, noDefaultInfinity: true }));
const data = fc.record(
  {
    name: fc.record({ iv: orNull(word) }, { requiredKeys: [] }),
    label: fc.record({ de: orNull(word), en: orNull(word) }, { requiredKeys: [] }),
    rank: fc.record({ iv: orNull(number) }),
    flag: fc.record({ iv: orNull(fc.boolean()) }),
    tags: fc.record({ iv: fc.array(word, { maxLength: 2 }) }),
    extra: fc.record({
      iv: fc.oneof(
        fc.record({ a: fc.oneof(word, number, fc.boolean()) }, { requiredKeys: [] }),
        fc.array(fc.integer(), { maxLength: 2 }),
        word,
        number,
        fc.boolean(),
      ),
    }),
  },
  { requiredKeys: [] },
);

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "bk-sort-keys-"));
  service = createContentService({ dataDir, app: APP, tokenKey: "k".repeat(40), clients: [{ id: `${APP}:Owner`, secret: "s", role: "Owner" }] });
  token = (await serviceTokens(service, APP, ["Owner"])).get("Owner")!;
  await ok(`/api/apps/${APP}/schemas`, { method: "POST", body: JSON.stringify({ name: SCHEMA, isPublished: true, fields: FIELDS }) });
  // 45 items: a third drafts only, a third published, a third published with a draft of other data.
  const items = fc.sample(data, { numRuns: 90, seed: 5 });
  for (let i = 0; i < 45; i++) {
    const created = await ok(`${BASE}?publish=${i % 3 !== 0}`, { method: "POST", body: JSON.stringify(items[i]) });
    if (i % 3 === 2) {
      await ok(`${BASE}/${String(created.id)}/draft`, { method: "POST" });
      await ok(`${BASE}/${String(created.id)}`, { method: "PUT", body: JSON.stringify(items[45 + i]) });
    }
  }
});

afterAll(() => {
  service.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const keyCount = () => (service.db.prepare("SELECT count(*) AS n FROM content_sort_keys").get() as { n: number }).n;

describe("a sort on a data field", () => {
  it("orders as the unsorted list sorted by json_extract's rules, for published readers and editors", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...SORTS),
        fc.boolean(),
        fc.boolean(),
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 0, max: 50 }),
        fc.boolean(),
        fc.option(fc.constantFrom("anna", "berlin", "zz"), { nil: undefined }),
        async (path, desc, thenCreatedDesc, top, skip, unpublished, search) => {
          await agrees({ path, desc, thenCreatedDesc, top, skip, unpublished, ...(search !== undefined ? { search } : {}) });
        },
      ),
      { numRuns: 150, seed: 3 },
    );
    // Each sorted path got its key per view, and the sorts above walked them.
    expect(keyCount()).toBe(SORTS.length * 2);
  });

  it("keeps the order through updates, patches, drafts, status changes and deletes", async () => {
    const { items } = await list({ $top: 200 }, true);
    const [a, b, c, d] = items.filter((item) => item.data.name?.iv !== undefined);
    await ok(`${BASE}/${a!.id}`, { method: "PUT", body: JSON.stringify({ name: { iv: "Aaron" }, rank: { iv: 99 }, extra: { iv: { a: "x" } } }) });
    await ok(`${BASE}/${b!.id}`, { method: "PATCH", body: JSON.stringify({ name: { iv: null }, flag: { iv: true } }) });
    await ok(`${BASE}/${c!.id}/status`, { method: "PUT", body: JSON.stringify({ status: "Published" }) });
    await call(`${BASE}/${c!.id}/draft`, { method: "POST" });
    await ok(`${BASE}/${c!.id}`, { method: "PATCH", body: JSON.stringify({ name: { iv: "Zacharias" } }) });
    await allAgree();
    // Publishing the draft makes its data the published data; dropping a draft returns to it.
    await ok(`${BASE}/${c!.id}/status`, { method: "PUT", body: JSON.stringify({ status: "Published" }) });
    const withDraft = items.find((item) => item.id !== c!.id && (item as unknown as { newStatus?: string }).newStatus);
    if (withDraft) await ok(`${BASE}/${withDraft.id}/draft`, { method: "DELETE" });
    await ok(`${BASE}/${d!.id}`, { method: "DELETE" });
    await allAgree();
    expect((service.db.prepare("SELECT count(*) AS n FROM content_sort WHERE content_id = ?").get(d!.id) as { n: number }).n).toBe(0);
  });

  it("sorts on a field the schema gains, and on an item's first value for it", async () => {
    await ok(`/api/apps/${APP}/schemas/${SCHEMA}/sync`, {
      method: "PUT",
      body: JSON.stringify({ fields: [...FIELDS, { name: "nick", properties: { fieldType: "String" } }], noFieldDeletion: true }),
    });
    await allAgree(["nick/iv"]);
    expect(keyCount()).toBe((SORTS.length + 1) * 2);
    const { items } = await list({ $top: 200 }, true);
    await ok(`${BASE}/${items[7]!.id}`, { method: "PATCH", body: JSON.stringify({ nick: { iv: "Ben" } }) });
    await ok(`${BASE}?publish=true`, { method: "POST", body: JSON.stringify({ nick: { iv: "Al" } }) });
    await allAgree(["nick/iv", "name/iv"]);
    expect((await list({ $top: 1, $orderby: "data/nick/iv desc" }, true)).items[0]!.data.nick).toEqual({ iv: "Ben" });
  });

  it("past the schema's number of keys, sorts on further paths as before, without a key", async () => {
    const more = Array.from({ length: MAX_SORT_KEYS }, (_, i) => `extra/iv/k${i}`);
    for (const path of more) await agrees({ path, desc: false, thenCreatedDesc: false, top: 5, skip: 3, unpublished: true });
    expect(keyCount()).toBe(MAX_SORT_KEYS);
    await allAgree([more.at(-1)!, "name/iv"]);
  });

  it("walks the key's index in order, for either view, with no sort of every item", () => {
    for (const source of [SOURCES.published, SOURCES.unpublished]) {
      for (const order of ["s.value ASC, c.id ASC", "s.value DESC, c.id ASC"]) {
        const plan = (service.db.prepare(`EXPLAIN QUERY PLAN ${walkSql(source, "c.schema_id = ?", order)}`).all() as { detail: string }[]).map(
          (row) => row.detail,
        );
        expect(plan[0]).toMatch(/^SEARCH s USING COVERING INDEX content_sort_walk \(key_id=\?\)/);
        // Only ties among equal values are sorted, as the walk goes.
        expect(plan.filter((line) => line.includes("TEMP B-TREE"))).toEqual(["USE TEMP B-TREE FOR LAST TERM OF ORDER BY"]);
      }
    }
  });
});
