import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { tokenize } from "../../content-service/query/odata-lexer.ts";
import { odataString, recipientFilter, recipientQuery } from "./recipient-query.ts";

describe("OData escaping", () => {
  it("doubles single quotes", () => {
    expect(odataString("o'brien")).toBe("'o''brien'");
    expect(recipientFilter("x' or 1 eq 1 or 'a")).toBe("data/email/iv eq 'x'' or 1 eq 1 or ''a'");
  });

  it("never lets a value break out of the string literal", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: "binary" }), fc.stringMatching(/^['() a-z=]*$/)), (value) => {
        const tokens = tokenize(recipientFilter(value));
        expect(tokens.map((t) => t.type)).toEqual(["word", "word", "string"]);
        expect(tokens[0]).toMatchObject({ value: "data/email/iv" });
        expect(tokens[1]).toMatchObject({ value: "eq" });
        expect(tokens[2]).toMatchObject({ value });
      }),
      { numRuns: 2000 },
    );
  });

  it("puts the filter into the query string URL-encoded, as one parameter", () => {
    const query = recipientQuery("a&$top=1000@x.de");
    expect([...query.keys()]).toEqual(["$filter", "$top"]);
    expect(new URLSearchParams(query.toString()).get("$filter")).toBe("data/email/iv eq 'a&$top=1000@x.de'");
    expect(query.get("$top")).toBe("2");
  });
});
