import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { ParseError, parseOrThrow } from "./parse.ts";

describe("parseOrThrow", () => {
  it("names every bad path, also one named like a member of Object (toString, __proto__)", () => {
    const schema = v.strictObject({ token: v.string() });
    for (const key of ["toString", "__proto__", "constructor", "hasOwnProperty"]) {
      const input = JSON.parse(`{"token":"x","${key}":""}`) as unknown;
      const error = (() => {
        try {
          parseOrThrow(schema, input, "request body");
        } catch (e) {
          return e;
        }
      })();
      expect(error, key).toBeInstanceOf(ParseError);
      expect(Object.keys((error as ParseError).fields), key).toEqual([key]);
    }
  });
});
