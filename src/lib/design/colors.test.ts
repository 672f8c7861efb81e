import { describe, expect, it } from "vitest";
import { checkHex } from "./colors.ts";

describe("checkHex", () => {
  it("takes # and exactly 3 or 6 hex digits, as typed", () => {
    expect(checkHex(" #C2643F ")).toBe("#C2643F");
    expect(checkHex("#fff")).toBe("#fff");
  });

  it("raises Bad Hex for anything else", () => {
    for (const bad of ["c2643f", "#c2643", "#ggg", "#ffff", "#1234567", "red", "#fff;}body{"]) expect(checkHex(bad)).toEqual({ code: "badHex" });
    expect(checkHex("  ")).toEqual({ code: "required" });
  });
});
