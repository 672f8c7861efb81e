import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { createContentService, type ContentService } from "../index.ts";
import { serviceTokens } from "../../../tests/support/content-service/service-tokens.ts";
import type { Role } from "../types.ts";

// Drafts of published items (Squidex's new version) through service.fetch, no port.

const APP = "drafts";
const ROLES: Role[] = ["Owner", "Reader"];
const SCHEMA = "pages";
const BASE = `/api/content/${APP}/${SCHEMA}`;

type Dto = {
  id: string;
  status: string;
  statusColor: string;
  newStatus?: string;
  newStatusColor?: string;
  version: number;
  data: Record<string, Record<string, unknown>>;
  _links: Record<string, { href: string; method: string; metadata?: string }>;
};
type Envelope = { type: string; payload: Record<string, unknown> & { type: string; data: unknown; status: string; newStatus?: string } };

let dataDir: string;
let service: ContentService;
let tokens: Map<Role, string>;
const deliveries: Envelope[] = [];

function start(): ContentService {
  return createContentService({
    dataDir,
    app: APP,
    tokenKey: "k".repeat(40),
    clients: ROLES.map((role) => ({ id: `${APP}:${role}`, secret: "s", role })),
    webhooks: [{ url: "http://hook.invalid/content", secret: "sec" }],
    fetch: async (_url, init) => (deliveries.push(JSON.parse(String(init?.body))), new Response("ok")),
  });
}

/** A call as an editing client makes it: with `X-ResolveFlow` (the workflow links) unless `flow` is false. */
async function call(path: string, init: RequestInit & { role?: Role; unpublished?: boolean; ifMatch?: number; flow?: boolean } = {}): Promise<Response> {
  const { role = "Owner", unpublished, ifMatch, flow = true, ...rest } = init;
  const headers = new Headers(rest.headers);
  headers.set("authorization", `Bearer ${tokens.get(role)}`);
  if (rest.body) headers.set("content-type", "application/json");
  if (unpublished) headers.set("X-Unpublished", "1");
  if (flow) headers.set("X-ResolveFlow", "1");
  if (ifMatch !== undefined) headers.set("If-Match", `"${ifMatch}"`);
  return service.fetch(new Request(`http://x${path}`, { ...rest, headers }));
}

async function ok(response: Response | Promise<Response>, status = 200): Promise<Dto> {
  const res = await response;
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return JSON.parse(text) as Dto;
}

const create = (title: string, publish = true) =>
  ok(call(`${BASE}?publish=${publish}`, { method: "POST", body: JSON.stringify({ title: { de: title } }) }), 201);
const get = (id: string, init: { role?: Role; unpublished?: boolean; flow?: boolean } = {}) => ok(call(`${BASE}/${id}`, init));
const draft = (id: string, method: "POST" | "DELETE", init: { ifMatch?: number } = {}) => call(`${BASE}/${id}/draft`, { method, ...init });
const put = (id: string, title: string) => ok(call(`${BASE}/${id}`, { method: "PUT", body: JSON.stringify({ title: { de: title } }) }));
const status = (id: string, to: string) => call(`${BASE}/${id}/status`, { method: "PUT", body: JSON.stringify({ status: to }) });
const list = async (query: string, init: { role?: Role; unpublished?: boolean; flow?: boolean } = {}) =>
  (await ok(call(`${BASE}?${query}`, init))) as unknown as { total: number; items: Dto[] };
const graphql = async (query: string, unpublished = false) =>
  (
    (await (await call(`/api/content/${APP}/graphql`, { method: "POST", body: JSON.stringify({ query }), unpublished })).json()) as {
      data: Record<string, unknown>;
    }
  ).data;

async function events(): Promise<Envelope[]> {
  await service.flushRules();
  return deliveries.splice(0);
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "bk-drafts-"));
  service = start();
  tokens = await serviceTokens(service, APP, ROLES);
  const fields = [
    { name: "title", partitioning: "language", properties: { fieldType: "String", isRequired: true } },
    { name: "rank", properties: { fieldType: "Number" } },
  ];
  await ok(call(`/api/apps/${APP}/schemas`, { method: "POST", body: JSON.stringify({ name: SCHEMA, isPublished: true, fields }) }), 201);
});

afterAll(() => {
  service.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("creating and deleting drafts", () => {
  it("starts a draft of a published item: still Published, newStatus Draft, the published data, one version on", async () => {
    const item = await create("Live");
    const res = await draft(item.id, "POST");
    expect(res.headers.get("etag")).toBe('"2"');
    const dto = await ok(res);
    expect(dto).toMatchObject({ status: "Published", statusColor: "#4bb958", newStatus: "Draft", newStatusColor: "#8091a5", version: 2 });
    expect(dto.data).toEqual({ title: { de: "Live" } });
    expect(dto._links["draft/delete"]).toEqual({ href: `${BASE}/${item.id}/draft`, method: "DELETE" });
    expect(dto._links["draft/create"]).toBeUndefined();
    // The workflow steps start from the draft's status.
    expect(Object.keys(dto._links).filter((rel) => rel.startsWith("status/"))).toEqual(["status/Archived", "status/Published"]);
    expect((await get(item.id))._links["draft/create"]).toEqual({ href: `${BASE}/${item.id}/draft`, method: "POST" });
  });

  it("links an API client without X-ResolveFlow as Squidex does: no update, patch or status steps", async () => {
    const item = await create("Live");
    const href = `${BASE}/${item.id}`;
    const published = await get(item.id, { flow: false });
    expect(published._links).toEqual({
      self: { href, method: "GET" },
      previous: { href: `${href}?version=0`, method: "GET" },
      delete: { href, method: "DELETE" },
      "draft/create": { href: `${href}/draft`, method: "POST" },
    });
    const page = await list("$top=200", { flow: false });
    expect(page.items.find((i) => i.id === item.id)?._links).toEqual(published._links);
    const withDraft = await ok(call(`${href}/draft`, { method: "POST", flow: false }));
    expect(Object.keys(withDraft._links)).toEqual(["self", "previous", "delete", "draft/delete"]);
    expect(Object.keys((await get(item.id, { flow: false, role: "Reader" }))._links)).toEqual(["self", "previous"]);
    expect(Object.keys((await get(item.id, { unpublished: true }))._links)).toEqual([
      "self",
      "previous",
      "update",
      "patch",
      "delete",
      "draft/delete",
      "status/Archived",
      "status/Published",
    ]);
  });

  it("refuses as Squidex does: 400 for an unpublished item, a second draft or no draft to delete; 404, 412, 403", async () => {
    const unpublished = await create("Entwurf", false);
    expect(await (await draft(unpublished.id, "POST")).json()).toMatchObject({
      statusCode: 400,
      message: "You can only create a new version when the content is published.",
    });
    const item = await create("Live");
    expect((await draft(item.id, "DELETE")).status).toBe(400);
    expect(await (await draft(item.id, "DELETE")).json()).toMatchObject({ message: "There is nothing to delete." });
    expect((await draft(item.id, "POST", { ifMatch: 0 })).status).toBe(412);
    await ok(draft(item.id, "POST", { ifMatch: 1 }));
    expect((await draft(item.id, "POST")).status).toBe(400);
    expect((await draft("missing", "POST")).status).toBe(404);
    expect((await call(`${BASE}/${item.id}/draft`, { method: "DELETE", role: "Reader" })).status).toBe(403);
    expect((await get(item.id, { unpublished: true })).version).toBe(2);
  });

  it("drops a draft: the published data stays, newStatus goes", async () => {
    const item = await create("Live");
    await ok(draft(item.id, "POST"));
    await put(item.id, "Verworfen");
    const dropped = await ok(draft(item.id, "DELETE"));
    expect(dropped).toMatchObject({ status: "Published", version: 4, data: { title: { de: "Live" } } });
    expect(dropped.newStatus).toBeUndefined();
    expect(dropped._links["draft/create"]).toBeDefined();
    expect((await get(item.id, { unpublished: true })).data).toEqual({ title: { de: "Live" } });
  });
});

describe("editing while a draft exists", () => {
  it("PUT, PATCH and upsert change the draft; readers without X-Unpublished keep the published data", async () => {
    const item = await create("Live");
    await ok(draft(item.id, "POST"));
    const updated = await put(item.id, "Neu");
    expect(updated).toMatchObject({ status: "Published", newStatus: "Draft", version: 3, data: { title: { de: "Neu" } } });
    const patched = await ok(call(`${BASE}/${item.id}`, { method: "PATCH", body: JSON.stringify({ rank: { iv: 7 } }) }));
    expect(patched.data).toEqual({ title: { de: "Neu" }, rank: { iv: 7 } });
    const upserted = await ok(call(`${BASE}/${item.id}?patch=true`, { method: "POST", body: JSON.stringify({ rank: { iv: 8 } }) }));
    expect(upserted).toMatchObject({ status: "Published", newStatus: "Draft", version: 5, data: { title: { de: "Neu" }, rank: { iv: 8 } } });
    // The same data again is no change.
    expect((await put(item.id, "Neu")).version).toBe(6);
    expect((await put(item.id, "Neu")).version).toBe(6);

    const published = await get(item.id);
    expect(published).toMatchObject({ status: "Published", version: 6, data: { title: { de: "Live" } } });
    expect(published.newStatus).toBeUndefined();
    expect(await get(item.id, { role: "Reader", unpublished: true })).toMatchObject({ data: { title: { de: "Live" } } });
    const editing = await get(item.id, { unpublished: true });
    expect(editing).toMatchObject({ status: "Published", newStatus: "Draft", newStatusColor: "#8091a5", data: { title: { de: "Neu" } } });
  });

  it("lists, filters and GraphQL show the draft only to readers of unpublished content", async () => {
    const item = await create("Listenseite");
    await ok(draft(item.id, "POST"));
    await put(item.id, "Listenentwurf");
    const filter = (title: string) => `$filter=${encodeURIComponent(`data/title/de eq '${title}'`)}`;
    expect((await list(filter("Listenseite"))).items.map((i) => [i.id, i.newStatus])).toEqual([[item.id, undefined]]);
    expect((await list(filter("Listenentwurf"))).total).toBe(0);
    const drafts = await list(filter("Listenentwurf"), { unpublished: true });
    expect(drafts.items.map((i) => [i.status, i.newStatus, i.data.title])).toEqual([["Published", "Draft", { de: "Listenentwurf" }]]);
    expect(drafts.items[0]!._links["draft/delete"]).toBeDefined();
    const pending = `$filter=${encodeURIComponent("newStatus eq 'Draft'")}`;
    expect((await list(pending, { unpublished: true })).items.map((i) => i.id)).toContain(item.id);
    expect((await list(pending)).total).toBe(0);

    const query = `{ findPagesContent(id: "${item.id}") { status statusColor newStatus newStatusColor flatData { title } } }`;
    expect(await graphql(query)).toEqual({
      findPagesContent: { status: "Published", statusColor: "#4BB958", newStatus: null, newStatusColor: null, flatData: { title: "Listenseite" } },
    });
    expect(await graphql(query, true)).toEqual({
      findPagesContent: { status: "Published", statusColor: "#4BB958", newStatus: "Draft", newStatusColor: "#8091A5", flatData: { title: "Listenentwurf" } },
    });
    const all = `{ queryPagesContents(filter: "data/title/de eq 'Listenentwurf'") { id newStatus } }`;
    expect(await graphql(all)).toEqual({ queryPagesContents: [] });
    expect(await graphql(all, true)).toEqual({ queryPagesContents: [{ id: item.id, newStatus: "Draft" }] });
  });
});

describe("status changes with a draft", () => {
  it("publishing publishes the draft: its data becomes the published data, newStatus goes", async () => {
    const item = await create("Alt");
    await ok(draft(item.id, "POST"));
    await put(item.id, "Neu");
    const res = await status(item.id, "Published");
    expect(res.headers.get("etag")).toBe('"4"');
    const published = await ok(res);
    expect(published).toMatchObject({ status: "Published", version: 4, data: { title: { de: "Neu" } } });
    expect(published.newStatus).toBeUndefined();
    expect(await get(item.id)).toMatchObject({ data: { title: { de: "Neu" } }, version: 4 });
    // A new draft starts from the data published last.
    expect((await ok(draft(item.id, "POST"))).data).toEqual({ title: { de: "Neu" } });
  });

  it("other steps move the draft's status along the workflow; the current status is a no-op", async () => {
    const item = await create("Live");
    await ok(draft(item.id, "POST"));
    expect((await ok(status(item.id, "Draft"))).version).toBe(2);
    const archived = await ok(status(item.id, "Archived"));
    expect(archived).toMatchObject({ status: "Published", newStatus: "Archived", newStatusColor: "#eb3142", version: 3 });
    expect(Object.keys(archived._links).filter((rel) => rel.startsWith("status/"))).toEqual(["status/Draft"]);
    expect(await (await status(item.id, "Published")).json()).toMatchObject({ statusCode: 400, message: "Cannot change status from Archived to Published." });
    expect(await get(item.id)).toMatchObject({ status: "Published", data: { title: { de: "Live" } } });
    expect((await ok(status(item.id, "Draft"))).newStatus).toBe("Draft");
    await ok(draft(item.id, "DELETE"));
    expect((await ok(status(item.id, "Draft"))).status).toBe("Draft");
  });

  it("deleting the item deletes its draft", async () => {
    const item = await create("Weg");
    await ok(draft(item.id, "POST"));
    expect((await call(`${BASE}/${item.id}`, { method: "DELETE" })).status).toBe(204);
    expect((await call(`${BASE}/${item.id}`, { unpublished: true })).status).toBe(404);
    expect(service.db.prepare("SELECT count(*) AS n FROM content_drafts WHERE content_id = ?").get(item.id)).toEqual({ n: 0 });
  });
});

describe("history, persistence and integrity", () => {
  it("reads old versions as they were, the draft only with X-Unpublished", async () => {
    const item = await create("V1");
    await ok(draft(item.id, "POST"));
    await put(item.id, "V3");
    await ok(status(item.id, "Published"));
    const at = (version: number, unpublished = false) => get(`${item.id}?version=${version}`, { unpublished });
    expect(await at(3, true)).toMatchObject({ version: 3, status: "Published", newStatus: "Draft", data: { title: { de: "V3" } } });
    const publishedAt3 = await at(3);
    expect(publishedAt3).toMatchObject({ version: 3, data: { title: { de: "V1" } } });
    expect(publishedAt3.newStatus).toBeUndefined();
    expect((await at(4)).data).toEqual({ title: { de: "V3" } });
  });

  it("keeps drafts in SQLite across a restart", async () => {
    const item = await create("Vorher");
    await ok(draft(item.id, "POST"));
    await put(item.id, "Nachher");
    await service.flushRules();
    service.close();
    service = start();
    expect(await get(item.id, { unpublished: true })).toMatchObject({ newStatus: "Draft", data: { title: { de: "Nachher" } } });
    expect((await get(item.id)).data).toEqual({ title: { de: "Vorher" } });
  });

  it("upgrades a store written before drafts: its items and history stay, drafts start", async () => {
    const item = await create("Alt");
    await put(item.id, "Älter");
    await service.flushRules();
    service.close();
    const db = new DatabaseSync(join(dataDir, "content.db"));
    db.exec(`
      DROP TABLE content_drafts;
      DROP TRIGGER contents_keep_published_under_draft;
      ALTER TABLE content_versions DROP COLUMN new_status;
      ALTER TABLE content_versions DROP COLUMN new_data;
      DROP INDEX contents_by_created;
      DROP TABLE asset_folders;
      DROP INDEX assets_by_parent;
      DROP TABLE content_search;
      DROP TABLE content_text;
      DROP TABLE content_sort;
      DROP TABLE content_sort_keys;
      PRAGMA user_version = 2;
    `);
    db.close();
    service = start();
    expect(await get(`${item.id}?version=1`)).toMatchObject({ data: { title: { de: "Alt" } } });
    expect(await ok(draft(item.id, "POST"))).toMatchObject({ newStatus: "Draft", version: 3, data: { title: { de: "Älter" } } });
  });

  it("refuses, in the database itself, a draft beside an item that is not published", async () => {
    const unpublished = await create("Entwurf", false);
    expect(() => service.db.prepare("INSERT INTO content_drafts (content_id, status, data) VALUES (?, 'Draft', '{}')").run(unpublished.id)).toThrow(
      /needs a published content item/,
    );
    const item = await create("Live");
    await ok(draft(item.id, "POST"));
    expect(() => service.db.prepare("UPDATE contents SET status = 'Draft' WHERE id = ?").run(item.id)).toThrow(/stays published/);
    expect(() => service.db.prepare("UPDATE content_drafts SET status = 'Published' WHERE content_id = ?").run(item.id)).toThrow(/CHECK/);
  });
});

describe("rule events", () => {
  it("names draft events as Squidex does and sends the draft's data with newStatus", async () => {
    await events();
    const item = await create("Regel");
    expect((await events()).map((e) => e.type)).toEqual(["PagesCreated", "PagesPublished"]);

    await ok(draft(item.id, "POST"));
    const [created] = await events();
    expect(created).toMatchObject({
      type: "ContentDraftCreated",
      payload: { type: "Created", name: "ContentDraftCreated", id: item.id, status: "Draft", newStatus: "Draft", version: 2, data: { title: { de: "Regel" } } },
    });

    await put(item.id, "Regelentwurf");
    const [updated] = await events();
    expect(updated).toMatchObject({
      type: "PagesUpdated",
      payload: { type: "Updated", status: "Published", newStatus: "Draft", data: { title: { de: "Regelentwurf" } }, dataOld: { title: { de: "Regel" } } },
    });

    await ok(status(item.id, "Published"));
    const [published] = await events();
    expect(published).toMatchObject({ type: "PagesPublished", payload: { type: "Published", status: "Published", data: { title: { de: "Regelentwurf" } } } });
    expect(published!.payload.newStatus).toBeUndefined();

    await ok(draft(item.id, "POST"));
    await ok(status(item.id, "Archived"));
    await ok(draft(item.id, "DELETE"));
    const rest = await events();
    expect(rest.map((e) => [e.type, e.payload.type, e.payload.status, e.payload.newStatus])).toEqual([
      ["ContentDraftCreated", "Created", "Draft", "Draft"],
      ["PagesStatusChanged", "StatusChanged", "Archived", "Archived"],
      ["ContentDraftDeleted", "Created", "Published", undefined],
    ]);
    expect(rest[2]!.payload.data).toEqual({ title: { de: "Regelentwurf" } });
  });
});
