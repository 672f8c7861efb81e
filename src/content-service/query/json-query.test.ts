import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { SquidexError } from "../errors.ts";
import { parseJsonQuery } from "./json-query.ts";
import { LANGUAGES, SCHEMA } from "../../../tests/support/content-service/query/query-schema.ts";

const parse = (q: unknown) => parseJsonQuery(q, SCHEMA, LANGUAGES);

describe("JSON query (q)", () => {
  it("parses filter, sort, skip, take and fullText", () => {
    const q = parse(
      JSON.stringify({
        filter: { and: [{ path: "data.acquired-by.iv", op: "startsWith", value: "ab" }, { not: { path: "data.count.iv", op: "gt", value: 3 } }] },
        sort: [{ path: "data.count.iv", order: "descending" }],
        skip: 5,
        take: 10,
        fullText: "hello",
      }),
    );
    expect(q.filter).toMatchObject({ kind: "and", children: [{ kind: "fn", fn: "startswith", path: { field: "acquired-by" } }, { kind: "not" }] });
    expect(q.sort).toMatchObject([{ order: "desc" }]);
    expect(q).toMatchObject({ skip: 5, top: 10, search: "hello" });
  });

  it("defaults op to eq and accepts top as take", () => {
    expect(parse({ filter: { path: "data.slug.iv", value: "x" }, top: 3 })).toMatchObject({ filter: { kind: "compare", op: "eq" }, top: 3 });
    expect(parse({ filter: { path: "data.count.iv", op: "in", value: [1, 2] } }).filter).toMatchObject({ kind: "in", values: [1, 2] });
  });

  it.each([
    "{not json",
    "[]",
    JSON.stringify({ filter: { path: "data.nope.iv", op: "eq", value: 1 } }),
    JSON.stringify({ filter: { path: "data.slug.iv", op: "like", value: 1 } }),
    JSON.stringify({ filter: { and: [] } }),
    JSON.stringify({ filter: { path: "data.slug.iv", op: "eq", value: { $gt: 1 } } }),
    JSON.stringify({ sort: [{ path: "created", order: "up" }] }),
    JSON.stringify({ take: -1 }),
    JSON.stringify({ skip: "1" }),
  ])("refuses %s with a 400", (q) => {
    expect(() => parse(q)).toThrow(SquidexError);
    try {
      parse(q);
    } catch (error) {
      expect((error as SquidexError).statusCode).toBe(400);
      expect((error as SquidexError).details?.[0]).toMatch(/^Failed to parse query: /);
    }
  });

  it("returns a query or a 400 for arbitrary JSON", () => {
    const check = (value: unknown) => {
      try {
        parse(value);
        parse(JSON.stringify(value));
      } catch (error) {
        if (!(error instanceof SquidexError) || error.statusCode !== 400) throw error;
      }
    };
    fc.assert(fc.property(fc.jsonValue(), check), { numRuns: 1500 });
    const path = fc.constantFrom("data.slug.iv", "data.title.de", "data.tags.iv", "created", "id", "data.nope.iv", "", "data..iv");
    const leaf = fc.record({ path, op: fc.constantFrom("eq", "ne", "in", "contains", "empty", "bogus", "GT"), value: fc.jsonValue() }, { requiredKeys: [] });
    const tree = fc.letrec((tie) => ({
      node: fc.oneof({ depthSize: "small" }, leaf, fc.record({ and: fc.array(tie("node"), { maxLength: 3 }) }), fc.record({ not: tie("node") })),
    }));
    fc.assert(
      fc.property(tree.node, fc.jsonValue(), (filter, extra) => check({ filter, sort: extra, take: extra })),
      { numRuns: 1500 },
    );
  });
});
