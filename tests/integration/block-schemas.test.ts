import { rmSync } from "node:fs";
import { afterAll, expect, it } from "vitest";
import { createContentService } from "../../src/content-service/index.ts";
import { createCmsClient, type CmsClient } from "../../src/lib/cms/client.ts";
import { EMBEDDED_BASE_URL, embeddedOptions } from "../../src/lib/cms/embedded.ts";
import { loadConfig } from "../../src/lib/config.ts";
import { siteEnv } from "../helpers/site-env.ts";
import { siteDataCopy, startSite } from "../helpers/site.ts";

type Field = { name: string; partitioning: string; properties: { fieldType: string } };

const dataDir = siteDataCopy();
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** The store's own content service, in this process, while no site runs on it. */
async function withStore<T>(work: (cms: CmsClient) => Promise<T>): Promise<T> {
  const config = loadConfig(siteEnv({ DATA_DIR: dataDir, CONTENT_SERVICE_URL: "" }));
  const service = createContentService(embeddedOptions(config));
  try {
    const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => service.fetch(new Request(input, init))) as typeof globalThis.fetch;
    return await work(createCmsClient({ baseUrl: EMBEDDED_BASE_URL, app: config.app, clientId: config.clientId, clientSecret: config.clientSecret, fetch }));
  } finally {
    service.close();
  }
}

const spacerFields = (cms: CmsClient) => cms.schemas.get("block-spacer").then((schema) => (schema as { fields: Field[] }).fields);

it("a store from before a block field gains it on the next start, with no new seed; a field the code dropped stays", async () => {
  // The store as an older code build left it: the spacer without its `divider`, with a field the code no longer has.
  const declared = await withStore(spacerFields);
  expect(declared.map((f) => f.name)).toContain("divider");
  await withStore((cms) =>
    cms.schemas.sync("block-spacer", {
      fields: [...declared.filter((f) => f.name !== "divider"), { name: "legacyNote", partitioning: "invariant", properties: { fieldType: "String" } }],
    }),
  );
  expect((await withStore(spacerFields)).map((f) => f.name)).not.toContain("divider");

  const site = await startSite({ dataDir });
  try {
    expect(site.output()).toContain("Block schema block-spacer brought up to date: fields added divider.");
    expect(site.output()).toContain("Block schema block-spacer: field legacyNote is no longer declared by the code; kept with its data.");
    // Every other block schema matched: nothing else was written.
    expect(site.output()).not.toMatch(/Block schemas created|Block schema block-(?!spacer)/);
  } finally {
    await site.stop();
  }
  const after = await withStore(spacerFields);
  expect(after.map((f) => f.name)).toEqual([...declared.map((f) => f.name), "legacyNote"]);
  expect(after.find((f) => f.name === "divider")!.properties.fieldType).toBe(declared.find((f) => f.name === "divider")!.properties.fieldType);
});
