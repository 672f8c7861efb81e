import { afterEach, describe, expect, it } from "vitest";
import { embeddedClient, TEST_APP, type EmbeddedClient } from "../../../tests/support/lib/cms/embedded-client.ts";
import { createSiteDataSource } from "./site-data-source.ts";

let embedded: EmbeddedClient | undefined;
afterEach(() => embedded?.close());

/** A client over a real embedded service whose content reads fail while `outage.colors` is set. */
async function setup() {
  const outage = { colors: false };
  embedded = embeddedClient((request, service) =>
    outage.colors && new URL(request.url).pathname.endsWith("/colors") ? Promise.resolve(new Response("down", { status: 503 })) : service(request),
  );
  const { cms } = embedded;
  const schema = { name: "colors", isPublished: true, fields: [{ name: "hexcode", properties: { fieldType: "String" } }] };
  expect(
    (await cms.request(`api/apps/${TEST_APP}/schemas`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(schema) }))
      .status,
  ).toBe(201);
  await cms.contents.create("colors", { hexcode: { iv: "#123456" } }, { publish: true });
  return { source: createSiteDataSource(cms, "baukasten"), outage };
}

describe("site data source", () => {
  it("keeps a complete read until cleared (schemas the app lacks count as empty), and reads again after a failed part", async () => {
    const { source, outage } = await setup();
    const quiet = console.error;
    console.error = () => {};
    try {
      outage.colors = true;
      expect((await source.get()).colors).toEqual([]);
      outage.colors = false;
      const healed = await source.get();
      expect(healed.colors.map((c) => c.data.hexcode)).toEqual([{ iv: "#123456" }]);
      expect(await source.get()).toBe(healed);
      source.clear();
      expect(await source.get()).not.toBe(healed);
    } finally {
      console.error = quiet;
    }
  });
});
