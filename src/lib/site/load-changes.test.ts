import { afterEach, describe, expect, it } from "vitest";
import { embeddedClient, TEST_APP, type EmbeddedClient } from "../../../tests/support/lib/cms/embedded-client.ts";
import type { CmsClient } from "../cms/client.ts";
import { readSiteData } from "./load.ts";
import { changeOfEvent, updateSiteData, type SiteChange } from "./load-changes.ts";

let embedded: EmbeddedClient | undefined;
afterEach(() => embedded?.close());

const SCHEMAS = ["pages", "colors", "global-settings"];

async function setup(): Promise<CmsClient> {
  embedded = embeddedClient();
  const { cms } = embedded;
  for (const name of SCHEMAS) {
    const schema = { name, isPublished: true, fields: [{ name: "title", properties: { fieldType: "String" } }] };
    const answer = await cms.request(`api/apps/${TEST_APP}/schemas`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(schema),
    });
    expect(answer.status).toBe(201);
  }
  return cms;
}

const create = async (cms: CmsClient, schema: string, title: string, publish = true) =>
  (await cms.contents.create(schema, { title: { iv: title } }, { publish })).id;

/** A full read, with the failed reads of the schemas this app lacks silenced. */
async function fullRead(cms: CmsClient) {
  const quiet = console.error;
  console.error = () => {};
  try {
    return await readSiteData(cms, "baukasten");
  } finally {
    console.error = quiet;
  }
}

describe("incremental site data", () => {
  it("equals a full read after edits, creations, unpublishing and deletions named by their events", async () => {
    const cms = await setup();
    const a = await create(cms, "pages", "A");
    const b = await create(cms, "pages", "B");
    const c = await create(cms, "pages", "C");
    await create(cms, "colors", "red");
    const settings = await create(cms, "global-settings", "one");
    const { site: before } = await fullRead(cms);
    const frozen = JSON.stringify(before.pages);

    await cms.contents.update("pages", b, { title: { iv: "B2" } });
    await cms.contents.status("pages", a, "Draft");
    await cms.contents.delete("pages", c);
    const d = await create(cms, "pages", "D");
    const draft = await create(cms, "pages", "E", false);
    await cms.contents.update("global-settings", settings, { title: { iv: "two" } });
    const changes: SiteChange[] = [
      { kind: "item", schema: "pages", id: b },
      { kind: "item", schema: "pages", id: a },
      { kind: "item", schema: "pages", id: c },
      { kind: "item", schema: "pages", id: d },
      { kind: "item", schema: "pages", id: draft },
      { kind: "item", schema: "global-settings", id: settings },
    ];
    const { site, complete, touched } = await updateSiteData(cms, before, changes);
    const { site: full } = await fullRead(cms);
    expect(complete).toBe(true);
    expect(site).toEqual(full);
    expect(site.pages.map((p) => p.data.title)).toEqual([{ iv: "B2" }, { iv: "D" }]);
    expect(JSON.stringify(before.pages)).toBe(frozen);
    expect(touched.all).toBe(false);
    expect([...touched.fields].sort()).toEqual(["globalSettings", "pages"]);
    expect(touched.ids).toEqual(new Set([a, b, c, d, draft]));
  });

  it("puts a republished item back where a full read has it (by creation time)", async () => {
    const cms = await setup();
    const ids = [];
    for (const title of ["A", "B", "C"]) {
      ids.push(await create(cms, "pages", title));
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await cms.contents.status("pages", ids[1]!, "Draft");
    const { site: before } = await fullRead(cms);
    await cms.contents.status("pages", ids[1]!, "Published");
    const { site } = await updateSiteData(cms, before, [{ kind: "item", schema: "pages", id: ids[1]! }]);
    expect(site).toEqual((await fullRead(cms)).site);
    expect(site.pages.map((p) => p.id)).toEqual(ids);
  });

  it("names the change of an event: an item, the assets, nothing the site reads, or anything", () => {
    expect(changeOfEvent({ type: "PagesUpdated", schema: "pages", contentId: "x" })).toEqual({ kind: "item", schema: "pages", id: "x" });
    expect(changeOfEvent({ type: "AssetUpdated", contentId: "x" })).toEqual({ kind: "assets" });
    expect(changeOfEvent({ type: "RecipientsCreated", schema: "recipients", contentId: "x" })).toBeUndefined();
    expect(changeOfEvent({ type: "SchemaUpdated", schema: "pages" })).toEqual({ kind: "all" });
    expect(changeOfEvent({ type: "Manual" })).toEqual({ kind: "all" });
  });
});
