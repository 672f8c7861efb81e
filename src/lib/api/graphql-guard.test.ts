import { describe, expect, it } from "vitest";
import { buildSchema, parse } from "graphql";
import { HttpError } from "../errors/http-error.ts";
import { assertPublicSource, assertReadOnlyQuery, MAX_DEPTH } from "./graphql-guard.ts";

describe("assertReadOnlyQuery", () => {
  it("accepts plain queries and fragments", () => {
    expect(() => assertReadOnlyQuery("{ queryPagesContents { id flatData { title } } }", false)).not.toThrow();
    expect(() => assertReadOnlyQuery("query Q { a { ...F } } fragment F on X { b }", false)).not.toThrow();
  });

  it("refuses mutations, subscriptions, introspection, syntax errors and deep queries", () => {
    expect(() => assertReadOnlyQuery('mutation { deletePagesContent(id: "x") { id } }', false)).toThrow();
    expect(() => assertReadOnlyQuery("subscription { a }", false)).toThrow();
    expect(() => assertReadOnlyQuery("{ __schema { types { name } } }", false)).toThrow();
    expect(() => assertReadOnlyQuery('{ __type(name: "X") { name } }', false)).toThrow();
    expect(() => assertReadOnlyQuery("{ __schema { types { name } } }", true)).not.toThrow();
    expect(() => assertReadOnlyQuery("{ a ", false)).toThrow();
    const deep = "{ " + "a { ".repeat(MAX_DEPTH + 1) + "b" + " }".repeat(MAX_DEPTH + 1) + " }";
    expect(() => assertReadOnlyQuery(deep, false)).toThrow();
    expect(() => assertReadOnlyQuery("query { a { ...F } } fragment F on X { a { ...F } }", false)).toThrow();
  });
});

describe("assertPublicSource", () => {
  it("accepts a query text once found valid and refuses an invalid one every time, per schema", () => {
    const schema = buildSchema("type Query { pages: [String] }");
    const good = "{ pages }";
    const bad = "{ recipients }";
    expect(() => assertPublicSource(schema, good, parse(good))).not.toThrow();
    expect(() => assertPublicSource(schema, good, parse(good))).not.toThrow();
    expect(() => assertPublicSource(schema, bad, parse(bad))).toThrow(HttpError);
    expect(() => assertPublicSource(schema, bad, parse(bad))).toThrow(HttpError);
    // Another schema build (after a publish) judges the same text afresh.
    expect(() => assertPublicSource(buildSchema("type Query { other: String }"), good, parse(good))).toThrow(HttpError);
  });
});
