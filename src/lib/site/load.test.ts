import { afterEach, describe, expect, it } from "vitest";
import { schemaBlockForm } from "../../blocks/validate/block-models.ts";
import { embeddedClient, TEST_APP, type EmbeddedClient } from "../../../tests/support/lib/cms/embedded-client.ts";
import { readSiteData } from "./load.ts";

let embedded: EmbeddedClient | undefined;
afterEach(() => embedded?.close());

/** An admin-defined block type as the admin area would make it: labelled fields with rules and choices. */
const QUOTE = {
  name: "block-quote",
  type: "Component",
  isPublished: true,
  properties: { label: "Zitat", tags: ["block", "label:de:Zitat", "label:en:Quote"] },
  fields: [
    { name: "text", partitioning: "language", properties: { fieldType: "String", label: "Zitat", hints: "Ein Satz", isRequired: true, maxLength: 200 } },
    { name: "tone", properties: { fieldType: "String", editor: "Dropdown", label: "Ton", allowedValues: ["ruhig", "hell"] } },
    { name: "note", isHidden: true, properties: { fieldType: "String" } },
  ],
};

describe("site data: block schemas", () => {
  it("keep an admin-defined type's labels per language and its fields whole, so the builder's form labels, checks and offers what the server's write check does", async () => {
    embedded = embeddedClient();
    const { cms } = embedded;
    const created = await cms.request(`api/apps/${TEST_APP}/schemas`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(QUOTE),
    });
    expect(created.status).toBe(201);

    // The app has no other schemas: their reads fail, which the loader logs.
    const quiet = console.error;
    console.error = () => {};
    const { site } = await readSiteData(cms, "baukasten").finally(() => (console.error = quiet));
    const schema = site.blockSchemas?.find((s) => s.name === "block-quote");
    expect(schema?.label).toEqual({ de: "Zitat", en: "Quote" });
    expect(schema?.fields.map((field) => field.name)).toEqual(["text", "tone", "note"]);
    expect(schema?.fields[0]).toMatchObject({
      partitioning: "language",
      properties: { fieldType: "String", label: "Zitat", isRequired: true, maxLength: 200, tags: [] },
    });

    const form = schemaBlockForm(schema!);
    expect(form?.fields.map((field) => field.name)).toEqual(["text", "tone"]);
    const text = form!.byName.get("text")!;
    expect(text.label).toEqual({ de: "Zitat", en: "Zitat" });
    expect(text.hints).toEqual({ de: "Ein Satz", en: "Ein Satz" });
    expect(text.required).toBe(true);
    expect(form!.byName.get("tone")!.options).toEqual(["ruhig", "hell"]);
  });
});
