import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { blockTypes } from "../blocks/catalog.ts";
import { componentSchema } from "../blocks/component-schema.ts";
import { schemaRef, syncComponentSchemas, describeSync, type DesiredSchema } from "../lib/cms/schema-sync.ts";
import { embeddedClient, type EmbeddedClient } from "../../tests/support/lib/cms/embedded-client.ts";
import { syncBlockSchemas } from "./block-schemas.ts";

/** Every code block's component schema as the build writes it (references by name). */
const declared = (): DesiredSchema[] => blockTypes.map((block) => componentSchema(block, schemaRef));
const byName = (name: string) => declared().find((schema) => schema.name === name)!;

type Stored = { name: string; fields: { name: string; properties: { fieldType: string; label?: string } }[] };
const stored = async (e: EmbeddedClient, name: string) => (await e.cms.schemas.get(name)) as unknown as Stored;

let embedded: EmbeddedClient | undefined;
afterEach(() => embedded?.close());

describe("component schemas brought up to date", () => {
  it("creates every missing block schema once the schemas it references exist, and the next run changes nothing", async () => {
    embedded = embeddedClient();
    const { cms } = embedded;
    // An app with no other schemas yet: the blocks whose fields reference one (colours, text styles,
    // practitioners, challenges) wait for it, the others are created.
    const first = await syncComponentSchemas(cms, declared());
    const referencing = first.skipped.map((s) => s.schema);
    expect(referencing).toContain("block-section");
    expect(first.skipped.find((s) => s.schema === "block-practitioner-single")?.missing).toEqual(["practitioners"]);
    expect(first.created.sort()).toEqual(
      declared()
        .map((s) => s.name)
        .filter((name) => !referencing.includes(name))
        .sort(),
    );
    // The referenced schemas arrive (a later seed or an editor): the next start creates the rest.
    for (const name of new Set(first.skipped.flatMap((s) => s.missing)))
      await cms.schemas.create({
        name,
        type: "Default",
        isPublished: true,
        fields: [{ name: "name", partitioning: "invariant", properties: { fieldType: "String" } }],
      });
    const second = await syncComponentSchemas(cms, declared());
    expect(second.created.sort()).toEqual(referencing.sort());
    expect(second.skipped).toEqual([]);
    // Up to date: nothing written, nothing to say.
    const third = await syncComponentSchemas(cms, declared());
    expect(third).toEqual({ created: [], updated: [], kept: [], differing: [], skipped: [], refused: [] });
    expect(describeSync(third)).toEqual([]);
  });

  it("adds a field the code declares, keeps one it no longer declares, and leaves a field of another type as it is", async () => {
    embedded = embeddedClient();
    const { cms } = embedded;
    const button = byName("block-button");
    const [first, ...rest] = button.fields;
    // The store's button: its first field missing, an old field holding page data, a field of another type.
    await cms.schemas.create({
      ...button,
      fields: [
        ...rest.slice(1),
        { ...rest[0]!, properties: { fieldType: "Number", label: "Alt" } },
        { name: "legacyNote", partitioning: "invariant", properties: { fieldType: "String" } },
      ],
    });
    const report = await syncComponentSchemas(cms, [button]);
    expect(report.updated).toEqual([{ schema: "block-button", added: [first!.name], changed: [] }]);
    expect(report.kept).toEqual([{ schema: "block-button", field: "legacyNote" }]);
    expect(report.differing).toEqual([
      {
        schema: "block-button",
        field: rest[0]!.name,
        stored: `Number (${rest[0]!.partitioning})`,
        declared: `${rest[0]!.properties.fieldType} (${rest[0]!.partitioning})`,
      },
    ]);
    const after = await stored(embedded, "block-button");
    expect(after.fields.map((f) => f.name)).toEqual([...button.fields.map((f) => f.name), "legacyNote"]);
    expect(after.fields.find((f) => f.name === rest[0]!.name)!.properties.fieldType).toBe("Number");
    expect(describeSync(report).join("\n")).toMatch(/fields added .*legacyNote is no longer declared.*kept with its data.*left as it is/s);
    // Only the standing facts are reported again; nothing more is written.
    const again = await syncComponentSchemas(cms, [button]);
    expect(again.updated).toEqual([]);
    expect(again.kept).toEqual(report.kept);
  });

  it("brings a changed field setting (its label) back to the code's", async () => {
    embedded = embeddedClient();
    const { cms } = embedded;
    const spacer = byName("block-spacer");
    const field = spacer.fields[0]!;
    await cms.schemas.create({ ...spacer, fields: [{ ...field, properties: { ...field.properties, label: "Veraltet" } }, ...spacer.fields.slice(1)] });
    const report = await syncComponentSchemas(cms, [spacer]);
    expect(report.updated).toEqual([{ schema: "block-spacer", added: [], changed: [field.name] }]);
    expect((await stored(embedded, "block-spacer")).fields[0]!.properties.label).toBe(field.properties.label);
  });

  it("reports what a client without the Developer role may not write, and goes on", async () => {
    embedded = embeddedClient(undefined, "Editor");
    const report = await syncComponentSchemas(embedded.cms, [byName("block-spacer"), byName("block-columns")]);
    expect(report.created).toEqual([]);
    expect(report.refused.map((r) => r.schema)).toEqual(["block-spacer", "block-columns"]);
    expect(report.refused[0]!.reason).toMatch(/403/);
    expect(describeSync(report)[0]).toMatch(/^Block schema block-spacer not brought up to date: the content service refused \(/);
  });
});

describe("at start", () => {
  it("creates the schemas the code build declares and says so; a missing or broken file is reported, the start goes on", async () => {
    embedded = embeddedClient();
    const dir = mkdtempSync(join(tmpdir(), "baukasten-block-schemas-"));
    const logged: string[] = [];
    const log = vi.spyOn(console, "log").mockImplementation((line: string) => void logged.push(line));
    const error = vi.spyOn(console, "error").mockImplementation((line: string) => void logged.push(line));
    try {
      const file = join(dir, "block-schemas.json");
      writeFileSync(file, JSON.stringify([byName("block-spacer")]));
      await syncBlockSchemas(embedded.cms, file);
      expect(logged).toEqual(["Block schemas created: block-spacer."]);
      expect((await stored(embedded, "block-spacer")).fields.map((f) => f.name)).toEqual(byName("block-spacer").fields.map((f) => f.name));
      logged.length = 0;
      await syncBlockSchemas(embedded.cms, file);
      expect(logged).toEqual([]);
      writeFileSync(file, JSON.stringify([{ name: "block-x" }]));
      await syncBlockSchemas(embedded.cms, file);
      await syncBlockSchemas(embedded.cms, join(dir, "missing.json"));
      expect(logged).toHaveLength(2);
      expect(logged.every((line) => line.startsWith("Block schemas not checked:"))).toBe(true);
    } finally {
      log.mockRestore();
      error.mockRestore();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
