import { describe, expect, it } from "vitest";
import { assertReadOnlyQuery, MAX_DEPTH } from "./graphql-guard.ts";

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
