import { describe, expect, it } from "vitest";
import { flattenData, resolveLanguages, shapeData, shapeFromHeaders } from "./shape.ts";
import { LANGUAGES, SCHEMA } from "../../../tests/support/content-service/query/query-schema.ts";

const data = { title: { de: "Hallo", en: null }, slug: { iv: "hallo" }, tags: { iv: ["a"] } };

describe("language resolution", () => {
  it("keeps the requested languages and fills missing ones from the fallback", () => {
    expect(resolveLanguages(data, SCHEMA, LANGUAGES, ["en"], true)).toEqual({ title: { en: "Hallo" }, slug: { iv: "hallo" }, tags: { iv: ["a"] } });
    expect(resolveLanguages(data, SCHEMA, LANGUAGES, ["en"], false)).toEqual({ title: { en: null }, slug: { iv: "hallo" }, tags: { iv: ["a"] } });
  });

  it("uses the master language when no requested language exists", () => {
    expect(resolveLanguages(data, SCHEMA, LANGUAGES, ["fr", "it"], true).title).toEqual({ de: "Hallo" });
  });

  it("leaves data alone without X-Languages", () => {
    expect(resolveLanguages(data, SCHEMA, LANGUAGES, [], true)).toBe(data);
  });
});

describe("flatten and fields", () => {
  it("flattens single partitions, keeps several, drops empty ones", () => {
    expect(flattenData({ a: { iv: 1 }, b: { de: "x", en: "y" }, c: {} })).toEqual({ a: 1, b: { de: "x", en: "y" } });
  });

  it("applies X-Fields, X-Languages and X-Flatten from headers", () => {
    const shape = shapeFromHeaders(new Headers({ "X-Fields": "data.title, slug", "X-Languages": "en", "X-Flatten": "false" }));
    expect(shape).toEqual({ languages: ["en"], resolveFallback: true, flatten: true, fields: ["title", "slug"], defaults: true, resolveFlow: false });
    expect(shapeData(data, SCHEMA, LANGUAGES, shape)).toEqual({ title: "Hallo", slug: "hallo" });
  });

  it("removes hidden fields", () => {
    const schema = { ...SCHEMA, fields: SCHEMA.fields.map((f) => (f.name === "slug" ? { ...f, isHidden: true } : f)) };
    expect(shapeData(data, schema, LANGUAGES, shapeFromHeaders(new Headers()))).not.toHaveProperty("slug");
  });
});

describe("default values", () => {
  it("fills a missing field's default into iv or the master language, unless X-NoDefaults", () => {
    const schema = {
      ...SCHEMA,
      fields: SCHEMA.fields.map((f) =>
        f.name === "count"
          ? { ...f, properties: { ...f.properties, defaultValue: 7 } }
          : f.name === "title"
            ? { ...f, properties: { ...f.properties, defaultValue: "Ohne Titel" } }
            : f,
      ),
    };
    expect(shapeData({ title: { en: "x" } }, schema, LANGUAGES, shapeFromHeaders(new Headers()))).toEqual({
      title: { en: "x", de: "Ohne Titel" },
      count: { iv: 7 },
    });
    expect(shapeData({ count: { iv: 1 } }, schema, LANGUAGES, shapeFromHeaders(new Headers({ "X-NoDefaults": "1" })))).toEqual({ count: { iv: 1 } });
  });
});
