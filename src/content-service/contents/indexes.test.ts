import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { createContentService, type ContentService } from "../index.ts";
import { registerSqlFunctions } from "../query/sql-functions.ts";
import { serviceTokens } from "../../../tests/support/content-service/service-tokens.ts";

// `$search` reads the trigram index and a sort on a data field sorts ids before reading the page;
// these tests hold their answers against the plain scan (bk_contains over the data's JSON, json_extract), through
// service.fetch, for published readers and editors (drafts), after updates, deletes and a restart.

const APP = "indexes";
const SCHEMA = "things";
const BASE = `/api/content/${APP}/${SCHEMA}`;
const FIELDS = [
  { name: "title", properties: { fieldType: "String" } },
  { name: "label", partitioning: "language", properties: { fieldType: "String" } },
  { name: "rank", properties: { fieldType: "Number" } },
  { name: "flag", properties: { fieldType: "Boolean" } },
  { name: "tags", properties: { fieldType: "Tags" } },
  { name: "extra", properties: { fieldType: "Json" } },
];

let dataDir: string;
let service: ContentService;
let token: string;

function start(): ContentService {
  return createContentService({ dataDir, app: APP, tokenKey: "k".repeat(40), clients: [{ id: `${APP}:Owner`, secret: "s", role: "Owner" }] });
}

async function call(
  path: string,
  init: RequestInit & { unpublished?: boolean } = {},
): Promise<{ status: number; body: { id: string; total: number; items: { id: string }[] } }> {
  const { unpublished, ...rest } = init;
  const headers = new Headers(rest.headers);
  headers.set("authorization", `Bearer ${token}`);
  if (rest.body) headers.set("content-type", "application/json");
  if (unpublished) headers.set("X-Unpublished", "1");
  const res = await service.fetch(new Request(`http://x${path}`, { ...rest, headers }));
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : {}) as never };
}

const params = (query: Record<string, string | number>) => new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();

/** What the service answers: the page's ids and the total. */
async function served(query: Record<string, string | number>, unpublished: boolean) {
  const { status, body } = await call(`${BASE}?${params(query)}`, { unpublished });
  expect(status, JSON.stringify(body)).toBe(200);
  return { total: body.total, ids: body.items.map((item) => item.id) };
}

/** The same page by the scan the indexes replace, read from the store directly. */
function scanned(o: { search?: string; sort?: { path: string; desc: boolean }; top: number; skip: number }, unpublished: boolean) {
  const db = new DatabaseSync(join(dataDir, "content.db"), { readOnly: true });
  registerSqlFunctions(db);
  try {
    const source = unpublished
      ? "(SELECT x.id, x.schema_id, x.last_modified, coalesce(d.data, x.data) AS data FROM contents x LEFT JOIN content_drafts d ON d.content_id = x.id) c"
      : "(SELECT x.id, x.schema_id, x.last_modified, x.data FROM contents x WHERE x.status = 'Published') c";
    const where = `c.schema_id = (SELECT id FROM schemas WHERE name = '${SCHEMA}')${o.search !== undefined ? " AND bk_contains(c.data, ?) = 1" : ""}`;
    const args = o.search !== undefined ? [o.search] : [];
    const order = o.sort ? `json_extract(c.data, ?) ${o.sort.desc ? "DESC" : "ASC"}, c.id ASC` : "c.last_modified DESC, c.id ASC";
    const sortArgs = o.sort ? [o.sort.path] : [];
    const ids = (
      db.prepare(`SELECT c.id FROM ${source} WHERE ${where} ORDER BY ${order} LIMIT ? OFFSET ?`).all(...args, ...sortArgs, o.top, o.skip) as { id: string }[]
    ).map((row) => row.id);
    const total = (db.prepare(`SELECT count(*) AS n FROM ${source} WHERE ${where}`).get(...args) as { n: number }).n;
    return { total, ids };
  } finally {
    db.close();
  }
}

// Words that overlap in case and accents, quotes and JSON's own characters.
const WORDS = [
  "Straße",
  "STRASSE",
  "strasse",
  "Maaß",
  "Äpfel",
  "äpfel",
  "apfel",
  'say "hi"',
  "it's",
  "Berlin",
  "berliner",
  "İstanbul",
  "ΟΔΟΣ",
  "iv",
  "de",
  "{",
  "\\",
  "😀x",
];
const word = fc.constantFrom(...WORDS);
const text = fc.array(word, { minLength: 0, maxLength: 3 }).map((words) => words.join(" "));
const data = fc.record(
  {
    title: fc.record({ iv: text }),
    label: fc.record({ de: text, en: text }, { requiredKeys: [] }),
    rank: fc.record({ iv: fc.oneof(fc.integer({ min: -3, max: 3 }), fc.double({ min: -3, max: 3, noNaN: true })) }),
    flag: fc.record({ iv: fc.boolean() }),
    tags: fc.record({ iv: fc.array(word, { maxLength: 2 }) }),
    extra: fc.record({ iv: fc.oneof(fc.record({ a: text }), fc.array(fc.integer(), { maxLength: 2 }), text) }),
  },
  { requiredKeys: [] },
);
const SORTS = ["title/iv", "label/de", "label/en", "rank/iv", "flag/iv", "tags/iv", "extra/iv"];

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "bk-indexes-"));
  service = start();
  token = (await serviceTokens(service, APP, ["Owner"])).get("Owner")!;
  const res = await call(`/api/apps/${APP}/schemas`, { method: "POST", body: JSON.stringify({ name: SCHEMA, isPublished: true, fields: FIELDS }) });
  expect(res.status).toBe(201);
  // 40 items: a third drafts, a third published, a third published with a draft of other data.
  const items = fc.sample(data, { numRuns: 80, seed: 7 });
  for (let i = 0; i < 40; i++) {
    const created = await call(`${BASE}?publish=${i % 3 !== 0}`, { method: "POST", body: JSON.stringify(items[i]) });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    if (i % 3 === 2) {
      expect((await call(`${BASE}/${created.body.id}/draft`, { method: "POST" })).status).toBe(200);
      expect((await call(`${BASE}/${created.body.id}`, { method: "PUT", body: JSON.stringify(items[40 + i]) })).status).toBe(200);
    }
  }
});

afterAll(() => {
  service.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function agree(runs: number) {
  await fc.assert(
    fc.asyncProperty(
      fc.option(
        fc.oneof(
          word,
          word.map((w) => w.slice(1, 4)),
          word.map((w) => w.toUpperCase()),
          fc.string({ maxLength: 4 }),
        ),
        { nil: undefined },
      ),
      fc.option(fc.record({ path: fc.constantFrom(...SORTS), desc: fc.boolean() }), { nil: undefined }),
      fc.integer({ min: 1, max: 15 }),
      fc.integer({ min: 0, max: 30 }),
      fc.boolean(),
      async (search, sort, top, skip, unpublished) => {
        const query: Record<string, string | number> = { $top: top, $skip: skip };
        if (search !== undefined) query.$search = search;
        if (sort) query.$orderby = `data/${sort.path} ${sort.desc ? "desc" : "asc"}`;
        const [field, part] = sort ? sort.path.split("/") : [];
        const oracle = scanned(
          { ...(search !== undefined ? { search } : {}), ...(sort ? { sort: { path: `$."${field}"."${part}"`, desc: sort.desc } } : {}), top, skip },
          unpublished,
        );
        expect(await served(query, unpublished)).toEqual(oracle);
      },
    ),
    { numRuns: runs, seed: 11 },
  );
}

describe("search through the index, sort by data fields", () => {
  it("answer exactly as the scan of the items' JSON, for published readers and editors", async () => {
    await agree(150);
  });

  it("find a term in the current data only: an update, a draft's change and a delete show at once", async () => {
    const created = await call(`${BASE}?publish=true`, { method: "POST", body: JSON.stringify({ title: { iv: "Zebrafink" } }) });
    const id = created.body.id;
    expect((await served({ $search: "zebraf" }, false)).ids).toEqual([id]);
    expect((await call(`${BASE}/${id}/draft`, { method: "POST" })).status).toBe(200);
    expect((await call(`${BASE}/${id}`, { method: "PUT", body: JSON.stringify({ title: { iv: "Kolibri" } }) })).status).toBe(200);
    // The published data still holds the old word, the draft the new one.
    expect((await served({ $search: "zebraf" }, false)).ids).toEqual([id]);
    expect((await served({ $search: "zebraf" }, true)).ids).toEqual([]);
    expect((await served({ $search: "KOLIBRI" }, true)).ids).toEqual([id]);
    expect((await served({ $search: "kolibri" }, false)).ids).toEqual([]);
    expect((await call(`${BASE}/${id}`, { method: "DELETE" })).status).toBe(204);
    expect((await served({ $search: "kolibri" }, true)).total).toBe(0);
    expect((await served({ $search: "zebraf" }, false)).total).toBe(0);
  });

  it("index a store written before the index when it opens", async () => {
    service.close();
    const db = new DatabaseSync(join(dataDir, "content.db"));
    db.exec("DELETE FROM content_search; DELETE FROM content_text;");
    db.close();
    service = start();
    token = (await serviceTokens(service, APP, ["Owner"])).get("Owner")!;
    await agree(40);
  });
});
