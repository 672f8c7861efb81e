import { existsSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LOCALES } from "../i18n/locales.ts";
import { blockFolder, blockTypes } from "./catalog.ts";
import { componentSchema } from "./component-schema.ts";
import { blocks } from "./registry.ts";
import { readProps } from "./shared/props.ts";

const idOf = (name: string) => `id-of-${name}`;
const cases = blockTypes.map((block) => [block.schemaName, block, componentSchema(block, idOf)] as const);
const partition = (partitioning: string) => (partitioning === "language" ? "de" : "iv");
type Dto = (typeof cases)[number][2];
const having = (test: (field: Dto["fields"][number]) => boolean) => cases.filter(([, , dto]) => dto.fields.some(test));
// Each property is checked on the blocks that have such a field (the first test makes sure there are some).
const withDefaults = having((f) => f.properties.defaultValue !== undefined);
const withAllowedValues = having((f) => f.properties.allowedValues !== undefined);
const withNumbers = having((f) => f.properties.fieldType === "Number");

describe("the catalog", () => {
  it("lists every block folder once, so a folder without its line in the catalog fails here", () => {
    const here = new URL(".", import.meta.url);
    const folders = readdirSync(here, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(new URL(`${entry.name}/schema.ts`, here)))
      .map((entry) => entry.name);
    expect(blockTypes.map((type) => blockFolder(type.schemaName)).sort()).toEqual(folders.sort());
  });
});

describe("every block type", () => {
  it("is registered with its view in the catalog's order, with the catalog's fields and props schema", () => {
    expect(blocks.map((b) => b.schemaName)).toEqual(blockTypes.map((b) => b.schemaName));
    for (const [i, block] of blocks.entries()) {
      expect(block.fields).toBe(blockTypes[i]!.fields);
      expect(block.schema).toBe(blockTypes[i]!.schema);
      expect(block.View).toBeTypeOf("function");
    }
  });

  it("has blocks with defaults, allowed values and number fields to check", () => {
    expect(withDefaults.length).toBeGreaterThan(5);
    expect(withAllowedValues.length).toBeGreaterThan(5);
    expect(withNumbers.length).toBeGreaterThan(2);
  });

  it.each(withDefaults)("%s: props read missing content as the component schema's defaultValues", (_, block, dto) => {
    const fromDefaults = Object.fromEntries(
      dto.fields.filter((f) => f.properties.defaultValue !== undefined).map((f) => [f.name, { [partition(f.partitioning)]: f.properties.defaultValue }]),
    );
    for (const lang of LOCALES) expect(readProps(block.schema, fromDefaults, lang)).toEqual(readProps(block.schema, {}, lang));
    const props = readProps(block.schema, {}, "de") as Record<string, unknown>;
    for (const f of dto.fields) if (f.properties.defaultValue !== undefined) expect(props[f.name], f.name).toBe(f.properties.defaultValue);
  });

  it.each(withAllowedValues)("%s: props accept exactly the component schema's allowedValues", (_, block, dto) => {
    for (const f of dto.fields.filter((f) => f.properties.allowedValues)) {
      const read = (value: unknown) => (readProps(block.schema, { [f.name]: { iv: value } }, "de") as Record<string, unknown>)[f.name];
      for (const value of f.properties.allowedValues as string[]) expect(read(value), `${f.name}=${value}`).toBe(value);
      expect(read("not-allowed"), f.name).toBe(f.properties.defaultValue);
    }
  });

  it.each(withNumbers)("%s: props keep numbers within the component schema's minValue–maxValue", (_, block, dto) => {
    for (const f of dto.fields.filter((f) => f.properties.fieldType === "Number")) {
      const [minValue, maxValue, defaultValue] = [f.properties.minValue, f.properties.maxValue, f.properties.defaultValue] as number[];
      const read = (value: unknown) => (readProps(block.schema, { [f.name]: { iv: value } }, "de") as Record<string, unknown>)[f.name];
      expect([read(minValue), read(maxValue)]).toEqual([minValue, maxValue]);
      expect([read(minValue - 1), read(maxValue + 1), read(1.5), read("7")]).toEqual([defaultValue, defaultValue, defaultValue, defaultValue]);
    }
  });

  it.each(cases)("%s: has its label and every field's label and hints in both languages", (_, block) => {
    for (const lang of LOCALES) {
      expect(block.label[lang].trim(), lang).not.toBe("");
      for (const [name, f] of Object.entries(block.fields)) {
        expect(f.label[lang].trim(), `${name} ${lang}`).not.toBe("");
        if (f.hints) expect(f.hints[lang].trim(), `${name} hints ${lang}`).not.toBe("");
      }
    }
  });
});
