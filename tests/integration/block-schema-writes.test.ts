import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APP as SERVICE_APP, startTestService, type TestService } from "../helpers/content-service.ts";
import { call, startSiteAsEditor } from "../helpers/http.ts";
import { type Site } from "../helpers/site.ts";

const json = { "content-type": "application/json" };

describe("the embedded service: DELETE api/apps/{app}/schemas/{name}", () => {
  let service: TestService;
  beforeAll(async () => void (service = await startTestService()));
  afterAll(() => service?.close());

  const schemaPath = (name: string) => `/api/apps/${SERVICE_APP}/schemas/${name}`;
  const create = async (schema: Record<string, unknown>) => {
    const res = await service.call(`/api/apps/${SERVICE_APP}/schemas`, { method: "POST", headers: json, body: JSON.stringify(schema) });
    expect(res.status, await res.clone().text()).toBe(201);
  };

  it("removes a schema without content items: it is gone from the schema and the list", async () => {
    await create({ name: "promo", type: "Component", isPublished: true, fields: [{ name: "title", properties: { fieldType: "String" } }] });
    const deleted = await service.call(schemaPath("promo"), { method: "DELETE" });
    expect(deleted.status).toBe(204);
    expect((await service.call(schemaPath("promo"))).status).toBe(404);
    const list = (await (await service.call(`/api/apps/${SERVICE_APP}/schemas`)).json()) as { items: { name: string }[] };
    expect(list.items.map((s) => s.name)).not.toContain("promo");
  });

  it("refuses a schema that still holds content items, and keeps it and them; removes it once they are gone", async () => {
    await create({ name: "notes", isPublished: true, fields: [{ name: "text", properties: { fieldType: "String" } }] });
    const item = await service.call(`/api/content/${SERVICE_APP}/notes?publish=true`, {
      method: "POST",
      headers: json,
      body: JSON.stringify({ text: { iv: "kept" } }),
    });
    expect(item.status).toBe(201);
    const { id } = (await item.json()) as { id: string };

    const refused = await service.call(schemaPath("notes"), { method: "DELETE" });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toMatch(/content items/);
    expect((await service.call(schemaPath("notes"))).status).toBe(200);
    const kept = await service.call(`/api/content/${SERVICE_APP}/notes/${id}`);
    expect(((await kept.json()) as { data: { text: { iv: string } } }).data.text.iv).toBe("kept");

    expect((await service.call(`/api/content/${SERVICE_APP}/notes/${id}`, { method: "DELETE" })).status).toBe(204);
    expect((await service.call(schemaPath("notes"), { method: "DELETE" })).status).toBe(204);
    expect((await service.call(schemaPath("notes"))).status).toBe(404);
  });

  it("answers 404 for an unknown schema, and 403 to a caller who may not write schemas", async () => {
    expect((await service.call(schemaPath("no-such-schema"), { method: "DELETE" })).status).toBe(404);
    await create({ name: "guarded", type: "Component", isPublished: true, fields: [] });
    expect((await service.call(schemaPath("guarded"), { method: "DELETE", role: "Editor" })).status).toBe(403);
    expect((await service.call(schemaPath("guarded"))).status).toBe(200);
  });
});

describe("the /cms proxy: the tag rule on block schema writes", () => {
  const APP = "baukasten";
  let site: Site;
  let cookie: string;
  beforeAll(async () => void ({ site, cookie } = await startSiteAsEditor()), 180_000);
  afterAll(() => site?.stop());

  const schemas = `/cms/api/apps/${APP}/schemas`;
  // Reads of schemas through the proxy are editor reads: same-origin, as the admin's own pages send them.
  const read = (path: string) => call(site, path, { cookie, headers: { origin: site.url } });
  const block = (name: string, fields: unknown[]) => ({ name, type: "Component", isPublished: true, properties: { label: name, tags: ["block"] }, fields });
  type Refusal = { error: string; errorCode: string; statusCode: number; issues: { path: string; field?: string; message: string }[] };

  it("refuses a block schema with a field no editor edits: 400 ContentInvalid naming the field and the supporting tags; nothing is written", async () => {
    const res = await call(site, schemas, {
      cookie,
      headers: { "accept-language": "en" },
      body: block("promo-refused", [
        { name: "title", partitioning: "language", properties: { fieldType: "String", tags: ["editor:text", "view:heading"] } },
        { name: "count", partitioning: "invariant", properties: { fieldType: "Number", tags: ["editor:text"] } },
      ]),
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as Refusal;
    expect(body).toMatchObject({ error: "ContentInvalid", statusCode: 400 });
    expect(body.issues).toHaveLength(1);
    expect(body.issues[0]).toMatchObject({ path: "fields[2]", field: "count" });
    expect(body.issues[0]!.message).toContain("editor:number");
    expect((await read(`${schemas}/promo-refused`)).status).toBe(404);
  });

  it("passes a supported block schema (the builder gets it at once), and refuses a sync that would add an unsupported field, keeping the stored one", async () => {
    const fields = [
      { name: "title", partitioning: "language", properties: { fieldType: "String", tags: ["editor:text", "view:heading"] } },
      { name: "shown", partitioning: "invariant", properties: { fieldType: "Boolean", tags: ["editor:checkbox"] } },
    ];
    const builderSchemas = async () =>
      ((await (await read("/api/editor/site")).json()) as { site: { blockSchemas: { name: string; label?: { de: string; en: string } }[] } }).site.blockSchemas;
    expect((await builderSchemas()).map((schema) => schema.name)).not.toContain("promo-ok");
    const labelled = block("promo-ok", fields);
    labelled.properties.tags.push("label:de:Aktion", "label:en:Promotion");
    const created = await call(site, schemas, { cookie, body: labelled });
    expect(created.status, await created.clone().text()).toBe(201);
    // The builder's site data has it at once, named in both languages.
    expect((await builderSchemas()).find((schema) => schema.name === "promo-ok")?.label).toEqual({ de: "Aktion", en: "Promotion" });
    try {
      const sync = await call(site, `${schemas}/promo-ok/sync`, {
        method: "PUT",
        cookie,
        body: { ...block("promo-ok", [...fields, { name: "when", partitioning: "invariant", properties: { fieldType: "DateTime", tags: ["editor:text"] } }]) },
      });
      expect(sync.status).toBe(400);
      const body = (await sync.json()) as Refusal;
      expect(body.error).toBe("ContentInvalid");
      expect(body.issues.map((issue) => issue.field)).toEqual(["when"]);
      const stored = (await (await read(`${schemas}/promo-ok`)).json()) as { fields: { name: string }[] };
      expect(stored.fields.map((f) => f.name)).toEqual(["title", "shown"]);
    } finally {
      expect((await call(site, `${schemas}/promo-ok`, { method: "DELETE", cookie })).status).toBe(204);
    }
    expect((await read(`${schemas}/promo-ok`)).status).toBe(404);
    expect((await builderSchemas()).map((schema) => schema.name)).not.toContain("promo-ok");
  });

  it("refuses schema writes without a session or from another origin, writing nothing", async () => {
    const body = block("promo-anon", [{ name: "title", properties: { fieldType: "String", tags: ["editor:text"] } }]);
    expect((await call(site, schemas, { body })).status).toBe(401);
    expect((await call(site, schemas, { cookie, body, origin: "https://evil.example" })).status).toBe(403);
    expect((await read(`${schemas}/promo-anon`)).status).toBe(404);
  });
});
