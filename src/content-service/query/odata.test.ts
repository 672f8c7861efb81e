import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { SquidexError } from "../errors.ts";
import { parseODataFilter, parseODataOrderBy } from "./odata.ts";
import { LANGUAGES, SCHEMA } from "../../../tests/support/content-service/query/query-schema.ts";

const parse = (text: string) => parseODataFilter(text, SCHEMA, LANGUAGES);
const failure = (fn: () => unknown): SquidexError => {
  try {
    fn();
  } catch (error) {
    if (error instanceof SquidexError) return error;
    throw error;
  }
  throw new Error("expected a SquidexError");
};

describe("OData $filter", () => {
  it("parses comparisons over data paths with _ standing for -", () => {
    expect(parse("data/acquired_by/iv eq 'x'")).toEqual({
      kind: "compare",
      op: "eq",
      value: "x",
      path: { kind: "data", field: "acquired-by", partition: "iv", rest: [], isArray: false },
    });
  });

  it("gives and precedence over or and honours not and parentheses", () => {
    const node = parse("data/slug/iv eq 'a' or data/count/iv gt 2 and not (data/flag/iv eq true)");
    expect(node).toMatchObject({
      kind: "or",
      children: [
        { kind: "compare" },
        {
          kind: "and",
          children: [
            { kind: "compare", op: "gt", value: 2 },
            { kind: "not", child: { value: true } },
          ],
        },
      ],
    });
  });

  it("parses in lists, string functions, null, escaped quotes and meta fields", () => {
    expect(parse("data/count/iv in (1, 2.5, -3)")).toMatchObject({ kind: "in", values: [1, 2.5, -3] });
    expect(parse("contains(data/title/en, 'it''s')")).toMatchObject({ kind: "fn", fn: "contains", value: "it's" });
    expect(parse("startswith(data/slug/iv,'a') and endswith(data/slug/iv,'z')")).toMatchObject({ kind: "and" });
    expect(parse("data/slug/iv ne null")).toMatchObject({ op: "ne", value: null });
    expect(parse("created gt 2024-01-01T00:00:00Z")).toMatchObject({ path: { kind: "meta", name: "created" }, value: "2024-01-01T00:00:00.000Z" });
    expect(parse("status eq 'Published' and version ge 1")).toMatchObject({ kind: "and" });
    expect(parse("id eq 0f8d1c9e-6a57-4a9c-9b39-3f0c9ad0e7a1")).toMatchObject({ value: "0f8d1c9e-6a57-4a9c-9b39-3f0c9ad0e7a1" });
    expect(parse("data/tags/iv eq 'x'")).toMatchObject({ path: { isArray: true } });
  });

  it.each([
    "data/slug/iv eq",
    "data/slug/iv equals 'a'",
    "data/nope/iv eq 1",
    "data/title/fr eq 'x'",
    "data/slug/de eq 'x'",
    "(data/slug/iv eq 'a'",
    "data/slug/iv eq 'a')",
    "data/slug/iv eq 'unterminated",
    "contains(data/slug/iv, 3)",
    "created gt 'not a date'",
    "created gt 2025-02-31",
    "data/slug/iv eq 'a' and",
    "nonsense",
    "data/slug/iv eq 'a'; DROP TABLE contents",
    "(".repeat(200) + "data/slug/iv eq 'a'" + ")".repeat(200),
  ])("refuses %s with a 400 validation error", (text) => {
    const error = failure(() => parse(text));
    expect(error.statusCode).toBe(400);
    expect(error.message).toBe("Validation error");
    expect(error.details?.[0]).toMatch(/^Failed to parse query: /);
  });

  it("parses $orderby lists", () => {
    expect(parseODataOrderBy("data/count/iv desc, created", SCHEMA, LANGUAGES)).toMatchObject([
      { order: "desc", path: { field: "count" } },
      { order: "asc", path: { name: "created" } },
    ]);
    expect(failure(() => parseODataOrderBy("data/count/iv sideways", SCHEMA, LANGUAGES)).statusCode).toBe(400);
    expect(failure(() => parseODataOrderBy("created,", SCHEMA, LANGUAGES)).statusCode).toBe(400);
  });
});

describe("OData parser fuzzing", () => {
  const outcome = (text: string) => {
    try {
      parse(text);
      parseODataOrderBy(text, SCHEMA, LANGUAGES);
    } catch (error) {
      if (!(error instanceof SquidexError) || error.statusCode !== 400) throw error;
    }
  };

  it("returns an AST or a 400 for random strings", () => {
    fc.assert(fc.property(fc.string({ maxLength: 200 }), outcome), { numRuns: 2000 });
    fc.assert(fc.property(fc.string({ unit: "binary", maxLength: 100 }), outcome), { numRuns: 500 });
  });

  it("returns an AST or a 400 for near-valid token soups", () => {
    const token = fc.constantFrom(
      "data/slug/iv",
      "data/title/en",
      "data/tags/iv",
      "data/acquired_by/iv",
      "data/geo/iv/latitude",
      "created",
      "id",
      "version",
      "status",
      "eq",
      "ne",
      "lt",
      "in",
      "and",
      "or",
      "not",
      "contains(",
      "startswith(",
      "endswith(",
      "empty(",
      "(",
      ")",
      ",",
      "'a'",
      "'it''s'",
      "''",
      "1",
      "-2.5",
      "1e999",
      "true",
      "null",
      "2024-01-01",
      "2024-02-30T10:00:00Z",
      "'",
      "$",
      "/",
      "data",
      "asc",
      "desc",
    );
    fc.assert(
      fc.property(fc.array(token, { maxLength: 30 }), (tokens) => outcome(tokens.join(" "))),
      { numRuns: 3000 },
    );
  });
});
