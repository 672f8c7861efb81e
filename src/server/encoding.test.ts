import { describe, expect, it } from "vitest";
import { acceptedEncodings, etagMatches } from "./encoding.ts";

describe("acceptedEncodings", () => {
  it("reads codings with their q-values", () => {
    expect(acceptedEncodings("gzip, deflate, br, zstd")).toEqual({ br: true, gzip: true });
    expect(acceptedEncodings("br;q=0, gzip;q=0.5")).toEqual({ br: false, gzip: true });
    expect(acceptedEncodings("GZIP")).toEqual({ br: false, gzip: true });
    expect(acceptedEncodings("identity")).toEqual({ br: false, gzip: false });
    expect(acceptedEncodings(undefined)).toEqual({ br: false, gzip: false });
    expect(acceptedEncodings("br ; q=0 , gzip ;q=0.8")).toEqual({ br: false, gzip: true });
    expect(acceptedEncodings("x-gzip")).toEqual({ br: false, gzip: true });
  });

  it("applies the wildcard only to codings not named", () => {
    expect(acceptedEncodings("*")).toEqual({ br: true, gzip: true });
    expect(acceptedEncodings("*, br;q=0")).toEqual({ br: false, gzip: true });
    expect(acceptedEncodings("*;q=0, gzip")).toEqual({ br: false, gzip: true });
  });
});

describe("acceptedEncodings, remembered per header", () => {
  it("answers the same on a repeated header, past the number of headers it remembers, and cannot be changed by a caller", () => {
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 150; i++) {
        expect(acceptedEncodings(`br;q=0, gzip;q=${i % 2 ? "0.5" : "0"}, x-${i}`)).toEqual({ br: false, gzip: i % 2 === 1 });
      }
    }
    const first = acceptedEncodings("br");
    expect(() => Object.assign(first, { gzip: true })).toThrow();
    expect(acceptedEncodings("br")).toEqual({ br: true, gzip: false });
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
