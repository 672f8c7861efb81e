import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SquidexClient } from "@squidex/squidex";
import { APP, SECRETS, clientId, startTestService, type TestService } from "../helpers/content-service.ts";

let t: TestService;
let client: SquidexClient;
const SCHEMA = "sdk-items";

beforeAll(async () => {
  t = await startTestService();
  client = new SquidexClient({ appName: APP, clientId: clientId("Owner"), clientSecret: SECRETS.Owner, url: t.url });
  await client.schemas.postSchema({
    name: SCHEMA,
    isPublished: true,
    properties: { label: "SDK items", validateOnPublish: false },
    fields: [
      { name: "title", partitioning: "language", properties: { fieldType: "String", isRequired: true } },
      { name: "rank", partitioning: "invariant", properties: { fieldType: "Number" } },
    ],
  });
});
afterAll(() => t.close());

describe("official @squidex/squidex SDK against the embedded service", () => {
  it("gets a token and reads schemas", async () => {
    expect(typeof (await client.getToken())).toBe("string");
    const schemas = await client.schemas.getSchemas();
    expect(schemas.items.map((s) => s.name)).toContain(SCHEMA);
    const schema = await client.schemas.getSchema(SCHEMA);
    expect(schema.fields.map((f) => f.name)).toEqual(["title", "rank"]);
    expect(schema.properties.label).toBe("SDK items");
    expect(schema.created).toBeInstanceOf(Date);
  });

  it("creates published and draft content and reads it back", async () => {
    const published = await client.contents.postContent(SCHEMA, { title: { de: "Veröffentlicht", en: "Published" }, rank: { iv: 1 } }, { publish: true });
    const read = await client.contents.getContent(SCHEMA, published.id);
    expect(read.status).toBe("Published");
    expect(read.version).toBe(1);
    expect(read.data).toEqual({ title: { de: "Veröffentlicht", en: "Published" }, rank: { iv: 1 } });
    expect(read.lastModified).toBeInstanceOf(Date);

    const draft = await client.contents.postContent(SCHEMA, { title: { de: "Entwurf" }, rank: { iv: 2 } }, { publish: false });
    expect(draft.status).toBe("Draft");
    await expect(client.contents.getContent(SCHEMA, draft.id)).rejects.toMatchObject({ statusCode: 404 });
    expect((await client.contents.getContent(SCHEMA, draft.id, { unpublished: true })).status).toBe("Draft");
    // The SDK sends `X-Unpublished: false`; Squidex treats the header by presence, so drafts are visible.
    expect((await client.contents.getContent(SCHEMA, draft.id, { unpublished: false })).status).toBe("Draft");
  });

  it("lists with $top, $skip, $filter, $orderby, flatten and languages", async () => {
    for (const rank of [10, 11, 12]) await client.contents.postContent(SCHEMA, { title: { de: `Titel ${rank}` }, rank: { iv: rank } }, { publish: true });
    const page = await client.contents.getContents(SCHEMA, { $filter: "data/rank/iv ge 10", $orderby: "data/rank/iv desc", $top: 2, $skip: 1 });
    expect(page.total).toBe(3);
    expect(page.items.map((i) => (i.data as any).rank.iv)).toEqual([11, 10]);
    expect(page.statuses.length).toBeGreaterThan(0);

    const flat = await client.contents.getContents(SCHEMA, { $filter: "data/rank/iv eq 12", flatten: true, languages: "en" });
    expect(flat.items[0]!.data).toEqual({ title: "Titel 12", rank: 12 });
    const noDrafts = await client.contents.getContents(SCHEMA, { $filter: "data/rank/iv eq 2" });
    expect(noDrafts.total).toBe(0);
  });

  it("updates, patches, changes status and deletes", async () => {
    const item = await client.contents.postContent(SCHEMA, { title: { de: "A" }, rank: { iv: 50 } }, { publish: true });
    const updated = await client.contents.putContent(SCHEMA, item.id, { title: { de: "B" }, rank: { iv: 51 } });
    expect(updated.version).toBe(2);
    const patched = await client.contents.patchContent(SCHEMA, item.id, { title: { en: "B en" } });
    expect(patched.data).toEqual({ title: { de: "B", en: "B en" }, rank: { iv: 51 } });
    const archived = await client.contents.putContentStatus(SCHEMA, item.id, { status: "Archived" });
    expect(archived.status).toBe("Archived");
    await client.contents.deleteContent(SCHEMA, item.id);
    await expect(client.contents.getContent(SCHEMA, item.id, { unpublished: true })).rejects.toMatchObject({ statusCode: 404 });
  });

  it("surfaces validation errors with details", async () => {
    await expect(client.contents.postContent(SCHEMA, { rank: { iv: "x" } })).rejects.toMatchObject({ statusCode: 400 });
  });

  it("refuses a wrong secret", async () => {
    const wrong = new SquidexClient({ appName: APP, clientId: clientId("Owner"), clientSecret: "wrong-secret", url: t.url });
    // The SDK retries a 401 from the token endpoint once, then wraps it.
    await expect(wrong.schemas.getSchemas()).rejects.toThrow(/Status code: 401/);
    const direct = await fetch(`${t.url}/identity-server/connect/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ grant_type: "client_credentials", client_id: clientId("Owner"), client_secret: "wrong-secret", scope: "squidex-api" }),
    });
    expect(direct.status).toBe(401);
  });
});
