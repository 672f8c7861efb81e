import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SquidexClient } from "@squidex/squidex";
import { APP, SECRETS, clientId, startTestService, type TestService } from "../helpers/content-service.ts";

let t: TestService;
let owner: SquidexClient;
let reader: SquidexClient;
const SCHEMA = "sdk-drafts";

beforeAll(async () => {
  t = await startTestService();
  owner = new SquidexClient({ appName: APP, clientId: clientId("Owner"), clientSecret: SECRETS.Owner, url: t.url });
  reader = new SquidexClient({ appName: APP, clientId: clientId("Reader"), clientSecret: SECRETS.Reader, url: t.url });
  await owner.schemas.postSchema({
    name: SCHEMA,
    isPublished: true,
    fields: [
      { name: "title", partitioning: "language", properties: { fieldType: "String", isRequired: true } },
      { name: "rank", partitioning: "invariant", properties: { fieldType: "Number" } },
    ],
  });
});
afterAll(() => t.close());

describe("drafts of published content through the official @squidex/squidex SDK", () => {
  it("creates a draft, edits it without changing what published readers get, and publishes it", async () => {
    const item = await owner.contents.postContent(SCHEMA, { title: { de: "Veröffentlicht" }, rank: { iv: 1 } }, { publish: true });

    const draft = await owner.contents.createDraft(SCHEMA, item.id);
    expect(draft).toMatchObject({ status: "Published", newStatus: "Draft", newStatusColor: "#8091a5", version: 2 });
    expect(draft.data).toEqual({ title: { de: "Veröffentlicht" }, rank: { iv: 1 } });
    expect(draft.links["draft/delete"]).toMatchObject({ method: "DELETE" });

    const edited = await owner.contents.putContent(SCHEMA, item.id, { title: { de: "Überarbeitet" }, rank: { iv: 2 } });
    expect(edited).toMatchObject({ status: "Published", newStatus: "Draft", version: 3 });

    const published = await owner.contents.getContent(SCHEMA, item.id);
    expect(published.data).toEqual({ title: { de: "Veröffentlicht" }, rank: { iv: 1 } });
    expect(published.newStatus).toBeUndefined();
    expect((await reader.contents.getContent(SCHEMA, item.id, { unpublished: true })).data).toEqual(published.data);
    expect((await reader.contents.getContents(SCHEMA, { $filter: "data/rank/iv eq 2", unpublished: true })).total).toBe(0);

    const editing = await owner.contents.getContent(SCHEMA, item.id, { unpublished: true });
    expect(editing).toMatchObject({ status: "Published", newStatus: "Draft", data: { title: { de: "Überarbeitet" }, rank: { iv: 2 } } });
    const listed = await owner.contents.getContents(SCHEMA, { $filter: "data/rank/iv eq 2", unpublished: true });
    expect(listed.items.map((i) => [i.id, i.newStatus])).toEqual([[item.id, "Draft"]]);

    const live = await owner.contents.putContentStatus(SCHEMA, item.id, { status: "Published" });
    expect(live).toMatchObject({ status: "Published", version: 4, data: { title: { de: "Überarbeitet" }, rank: { iv: 2 } } });
    expect(live.newStatus).toBeUndefined();
    expect((await reader.contents.getContent(SCHEMA, item.id)).data).toEqual({ title: { de: "Überarbeitet" }, rank: { iv: 2 } });
  });

  it("drops a draft with deleteVersion, keeping the published data", async () => {
    const item = await owner.contents.postContent(SCHEMA, { title: { de: "Bleibt" } }, { publish: true });
    await owner.contents.createDraft(SCHEMA, item.id);
    await owner.contents.patchContent(SCHEMA, item.id, { title: { en: "Thrown away" } });
    const dropped = await owner.contents.deleteVersion(SCHEMA, item.id);
    expect(dropped).toMatchObject({ status: "Published", version: 4, data: { title: { de: "Bleibt" } } });
    expect(dropped.newStatus).toBeUndefined();
    expect(dropped.links["draft/create"]).toMatchObject({ method: "POST" });
    expect((await owner.contents.getContent(SCHEMA, item.id, { unpublished: true })).data).toEqual({ title: { de: "Bleibt" } });
  });

  it("answers refused draft operations with the SDK's typed 400 and Squidex's message", async () => {
    const unpublished = await owner.contents.postContent(SCHEMA, { title: { de: "Nie veröffentlicht" } });
    await expect(owner.contents.createDraft(SCHEMA, unpublished.id)).rejects.toMatchObject({
      statusCode: 400,
      body: { message: "You can only create a new version when the content is published." },
    });
    await expect(owner.contents.deleteVersion(SCHEMA, unpublished.id)).rejects.toMatchObject({
      statusCode: 400,
      body: { message: "There is nothing to delete." },
    });
    const item = await owner.contents.postContent(SCHEMA, { title: { de: "Einmal" } }, { publish: true });
    await owner.contents.createDraft(SCHEMA, item.id);
    await expect(owner.contents.createDraft(SCHEMA, item.id)).rejects.toMatchObject({ statusCode: 400 });
    await expect(reader.contents.deleteVersion(SCHEMA, item.id)).rejects.toMatchObject({ statusCode: 403 });
  });

  it("upserts into the draft and publishes it in one call", async () => {
    const item = await owner.contents.postUpsertContent(SCHEMA, "sdk-upsert-1", { title: { de: "Erst" } }, { publish: true });
    expect(item).toMatchObject({ id: "sdk-upsert-1", status: "Published", version: 1 });
    await owner.contents.createDraft(SCHEMA, item.id);
    const drafted = await owner.contents.postUpsertContent(SCHEMA, item.id, { rank: { iv: 9 } }, { patch: true });
    expect(drafted).toMatchObject({ newStatus: "Draft", data: { title: { de: "Erst" }, rank: { iv: 9 } } });
    expect((await owner.contents.getContent(SCHEMA, item.id)).data).toEqual({ title: { de: "Erst" } });
    const published = await owner.contents.postUpsertContent(SCHEMA, item.id, { title: { de: "Dann" } }, { status: "Published" });
    expect(published).toMatchObject({ status: "Published", version: 5, data: { title: { de: "Dann" } } });
    expect(published.newStatus).toBeUndefined();
  });

  it("shows newStatus in GraphQL only with X-Unpublished", async () => {
    const item = await owner.contents.postContent(SCHEMA, { title: { de: "Graph" } }, { publish: true });
    await owner.contents.createDraft(SCHEMA, item.id);
    await owner.contents.putContent(SCHEMA, item.id, { title: { de: "Graphentwurf" } });
    const query = `{ findSdkDraftsContent(id: "${item.id}") { status newStatus newStatusColor flatData { title } } }`;
    expect(await owner.contents.postGraphQL({ body: { query } })).toEqual({
      data: { findSdkDraftsContent: { status: "Published", newStatus: null, newStatusColor: null, flatData: { title: "Graph" } } },
    });
    expect(await owner.contents.postGraphQL({ body: { query }, unpublished: true })).toEqual({
      data: { findSdkDraftsContent: { status: "Published", newStatus: "Draft", newStatusColor: "#8091A5", flatData: { title: "Graphentwurf" } } },
    });
  });
});
