import { describe, expect, it } from "vitest";
import { getIntrospectionQuery, printSchema } from "graphql";
import type { AppLanguage, ContentRecord, SchemaField, SchemaRecord } from "../types.ts";
import { buildGraphQLSchema, type GraphQLContext } from "./build-schema.ts";
import { camelCase, pascalCase } from "./names.ts";
import { runGraphQL } from "./run-graphql.ts";

const LANGS: AppLanguage[] = [
  { iso2Code: "de", isMaster: true, fallback: [] },
  { iso2Code: "en", isMaster: false, fallback: ["de"] },
];
const field = (
  name: string,
  fieldType: SchemaField["properties"]["fieldType"],
  partitioning: SchemaField["partitioning"] = "invariant",
  extra: Partial<SchemaField> = {},
): SchemaField => ({ fieldId: 1, name, partitioning, isHidden: false, isLocked: false, isDisabled: false, properties: { fieldType }, ...extra });
const schema = (name: string, fields: SchemaField[], extra: Partial<SchemaRecord> = {}): SchemaRecord => ({
  id: `id-${name}`,
  name,
  type: "Default",
  isPublished: true,
  properties: {},
  fields,
  version: 1,
  created: "2024-01-01T00:00:00Z",
  createdBy: "x",
  lastModified: "2024-01-01T00:00:00Z",
  lastModifiedBy: "x",
  ...extra,
});

const pages = schema("pages", [
  field("title", "String", "language"),
  field("my-slug", "String"),
  field("order", "Number"),
  field("tags", "Tags"),
  field("secret", "String", "invariant", { isHidden: true }),
]);
const item: ContentRecord = {
  id: "c1",
  schemaId: "id-pages",
  schemaName: "pages",
  status: "Published",
  version: 2,
  data: { title: { de: "Hallo", en: "Hello" }, "my-slug": { iv: "home" }, order: { iv: "not a number" }, tags: { iv: ["a", 1, "b"] } },
  created: "2024-01-01T00:00:00Z",
  createdBy: "client:x",
  lastModified: "2024-01-02T00:00:00Z",
  lastModifiedBy: "client:x",
};
const context = (seen: unknown[] = []): GraphQLContext => ({
  contents: {
    query: (_s, q, withTotal) => (seen.push({ q, withTotal }), { total: 1, items: [item] }),
    find: (_s, id) => (id === "c1" ? item : undefined),
  },
  assets: { list: () => ({ total: 0, items: [] }), get: () => undefined, url: () => "" },
});

describe("names", () => {
  it("cases schema and field names as Squidex does", () => {
    expect(pascalCase("pages")).toBe("Pages");
    expect(pascalCase("text-styles")).toBe("TextStyles");
    expect(pascalCase("theme-settings")).toBe("ThemeSettings");
    expect(pascalCase("my_schema")).toBe("MySchema");
    expect(pascalCase("1st")).toBe("gql_1st");
    expect(camelCase("my-field")).toBe("myField");
    expect(camelCase("Title")).toBe("title");
  });
});

describe("buildGraphQLSchema", () => {
  it("generates queries and types per published non-component schema, with numeric suffixes on clashes", () => {
    const built = buildGraphQLSchema(
      [
        pages,
        schema("text-styles", [field("name", "String")]),
        schema("asset", [field("x", "Boolean")]),
        schema("hidden", [field("x", "String")], { isPublished: false }),
        schema("block", [field("x", "String")], { type: "Component" }),
      ],
      LANGS,
      "app",
    );
    const sdl = printSchema(built);
    const list = built.getQueryType()!.getFields().queryPagesContents!;
    expect(list.args.map((a) => `${a.name}: ${a.type}`)).toEqual(["top: Int", "skip: Int", "filter: String", "orderby: String", "search: String"]);
    expect(String(list.type)).toBe("[Pages!]");
    expect(sdl).toContain("queryPagesContentsWithTotal(");
    expect(sdl).toContain("findPagesContent(id: String!, version: Int): Pages");
    expect(sdl).toContain("queryTextStylesContents(");
    expect(sdl).toContain("queryAsset2Contents(");
    expect(sdl).not.toContain("Hidden");
    expect(sdl).not.toContain("Block");
    expect(sdl).toMatch(/type PagesDataTitleDto \{\s+de: String\s+en: String\s+\}/);
    expect(sdl).toMatch(/type PagesFlatDataDto \{[^}]*mySlug: String[^}]*tags: \[String!\][^}]*\}/);
    expect(sdl).not.toContain("secret");
  });

  it("leaves hidden fields out of data__dynamic, as REST leaves them out of data", () => {
    const s = buildGraphQLSchema([pages], LANGS, "app");
    const withSecret: ContentRecord = { ...item, data: { ...item.data, secret: { iv: "hidden value" } } };
    const ctx: GraphQLContext = { ...context(), contents: { query: () => ({ total: 1, items: [withSecret] }), find: () => withSecret } };
    const result = runGraphQL(s, { query: '{ findPagesContent(id: "c1") { data__dynamic } }' }, { allowIntrospection: false, context: ctx });
    expect(result.status).toBe(200);
    expect(result.body.data).toEqual({ findPagesContent: { data__dynamic: item.data } });
  });

  it("resolves data, flatData and system fields, coercing bad values to null", () => {
    const s = buildGraphQLSchema([pages], LANGS, "app");
    const seen: unknown[] = [];
    const result = runGraphQL(
      s,
      { query: '{ queryPagesContents(top: 999, filter: "x") { id statusColor url flatData { title mySlug order tags } data { title { de en } } } }' },
      { allowIntrospection: false, context: context(seen) },
    );
    expect(result.status).toBe(200);
    expect(result.body.data).toEqual({
      queryPagesContents: [
        {
          id: "c1",
          statusColor: "#4BB958",
          url: "/api/content/app/pages/c1",
          flatData: { title: "Hallo", mySlug: "home", order: null, tags: ["a", "b"] },
          data: { title: { de: "Hallo", en: "Hello" } },
        },
      ],
    });
    expect(seen).toEqual([{ q: { top: 200, skip: 0, filter: "x", orderby: undefined, search: undefined }, withTotal: false }]);
  });
});

describe("runGraphQL limits", () => {
  const s = buildGraphQLSchema([pages], LANGS, "app");
  const run = (query: string, allowIntrospection = false) => runGraphQL(s, { query }, { allowIntrospection, context: context() });

  it("refuses queries nested deeper than 8, counting introspection only for callers who may not use it", () => {
    expect(run('{ findPagesContent(id: "c1") { data { title { ...on PagesDataTitleDto { de } } } } }').status).toBe(200);
    const bomb = `{ __type(name: "Pages") { fields { type ${"{ ofType ".repeat(7)}{ name }${" }".repeat(7)} } } }`;
    expect(run(bomb).status).toBe(400);
    expect(run(bomb).body.errors?.[0]?.message).toMatch(/nested too deeply/);
    expect(run(bomb, true).status).toBe(200);
    expect(run(`{ ${"a { ".repeat(9)}b${" }".repeat(9)} }`).body.errors?.[0]?.message).toMatch(/nested too deeply/);
  });

  it("refuses too many field selections and too long queries", () => {
    const wide = `{ findPagesContent(id: "c1") { ${Array.from({ length: 600 }, (_, i) => `f${i}: id`).join(" ")} } }`;
    expect(run(wide).status).toBe(400);
    const fan = `{ findPagesContent(id: "c1") { ...A ...A } } fragment A on Pages { ...B ...B ...B } fragment B on Pages { ${Array.from({ length: 100 }, (_, i) => `b${i}: id`).join(" ")} }`;
    expect(run(fan).body.errors?.[0]?.message).toMatch(/too many fields/);
    expect(run("{ __typename }" + " ".repeat(10_001)).status).toBe(400);
  });

  it("refuses introspection unless allowed, and allows the standard introspection query when it is", () => {
    expect(run("{ __schema { types { name } } }").status).toBe(403);
    expect(run('query { ...F } fragment F on Query { __type(name: "Pages") { name } }').status).toBe(403);
    expect(run(getIntrospectionQuery(), true).status).toBe(200);
    expect(run("{ __typename }").status).toBe(200);
  });

  it("reports syntax and validation errors as 400", () => {
    expect(run("{ queryPagesContents { ").status).toBe(400);
    expect(run("{ nope }").status).toBe(400);
    expect(run("").status).toBe(400);
  });
});
