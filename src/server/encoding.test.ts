import { describe, expect, it } from "vitest";
import { acceptedEncodings, etagMatches } from "./encoding.ts";

describe("acceptedEncodings", () => {
  it("reads codings with their q-values", () => {
    expect(acceptedEncodings("gzip, deflate, br, zstd")).toEqual({ br: true, gzip: true });
    expect(acceptedEncodings("br;q=0, gzip;q=0.5")).toEqual({ br: false, gzip: true });
    expect(acceptedEncodings("GZIP")).toEqual({ br: false, gzip: true });
    expect(acceptedEncodings("identity")).toEqual({ br: false, gzip: false });
    expect(acceptedEncodings(undefined)).toEqual({ br: false, gzip: false });
  });

  it("applies the wildcard only to codings not named", () => {
    expect(acceptedEncodings("*")).toEqual({ br: true, gzip: true });
    expect(acceptedEncodings("*, br;q=0")).toEqual({ br: false, gzip: true });
    expect(acceptedEncodings("*;q=0, gzip")).toEqual({ br: false, gzip: true });
  });
});

describe("etagMatches", () => {
  it("compares weakly and accepts lists and *", () => {
    expect(etagMatches('"abc"', '"abc"')).toBe(true);
    expect(etagMatches('W/"abc"', '"abc"')).toBe(true);
    expect(etagMatches('"x", "abc"', '"abc"')).toBe(true);
    expect(etagMatches("*", '"abc"')).toBe(true);
    expect(etagMatches('"abc-br"', '"abc"')).toBe(false);
    expect(etagMatches(undefined, '"abc"')).toBe(false);
  });
});
