import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseHex, safeHex } from "./color.ts";

describe("parseHex", () => {
  it("accepts # and 3 or 6 hex digits, normalised to lower-case #rrggbb", () => {
    expect(parseHex("#fff")).toBe("#ffffff");
    expect(parseHex("#1F3D33")).toBe("#1f3d33");
    expect(parseHex("#a1B")).toBe("#aa11bb");
  });

  it.each(["", "fff", "#ff", "#ffff", "#fffff", "#fffffff", "#ggg", "red", "#fff;}body{color:red", "url(x)", "#12345"])("rejects %j with Bad Hex", (value) => {
    expect(() => parseHex(value)).toThrow(new Error("Bad Hex"));
  });

  it("rejects non-strings", () => {
    for (const value of [undefined, null, 0xffffff, ["#fff"], {}]) expect(() => parseHex(value)).toThrow("Bad Hex");
    expect(safeHex(42)).toBeUndefined();
  });

  it("returns only CSS-safe #rrggbb for any input it accepts", () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const hex = safeHex(s);
        return hex === undefined || /^#[0-9a-f]{6}$/.test(hex);
      }),
    );
  });
});
