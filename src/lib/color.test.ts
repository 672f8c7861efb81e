import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { contrastRatio, parseHex, readableColor, relativeLuminance, safeHex, shiftToContrast, textOn } from "./color.ts";

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

describe("contrast", () => {
  it("computes WCAG relative luminance and contrast ratios", () => {
    expect(relativeLuminance("#000")).toBe(0);
    expect(relativeLuminance("#fff")).toBe(1);
    expect(contrastRatio("#000", "#fff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#5b7f6a", "#f3ede2")).toBeCloseTo(3.84, 2);
    expect(contrastRatio("#8fb8d0", "#ffffff")).toBeCloseTo(2.11, 2);
    expect(contrastRatio("#22262a", "#1f3d33")).toBeCloseTo(1.28, 1);
    expect(contrastRatio("#abc", "#123")).toBe(contrastRatio("#123", "#abc"));
  });

  it("picks light or dark text by the background's luminance", () => {
    expect(textOn("#1f3d33", "#22262a", "#ffffff")).toBe("#ffffff");
    expect(textOn("#f3ede2", "#22262a", "#ffffff")).toBe("#22262a");
    expect(textOn("#000000")).toBe("#ffffff");
    expect(textOn("#ffff00")).toBe("#000000");
  });

  it("keeps the first candidate that reaches 4.5:1, else the one with the most contrast", () => {
    expect(readableColor("#ffffff", ["#1f3d33", "#22262a"])).toBe("#1f3d33");
    expect(readableColor("#ffffff", ["#8fb8d0", "#1f3d33"])).toBe("#1f3d33");
    expect(readableColor("#f3ede2", ["#5b7f6a", "#1f3d33"])).toBe("#1f3d33");
    expect(readableColor("#777777", ["#888888", "#666666", "#000000"])).toBe("#000000");
    expect(readableColor("#777777", ["#888888", "#6f6f6f"])).toBe("#888888");
  });

  it("always returns a candidate that reaches 4.5:1 when black and white are among them", () => {
    const hex = fc
      .tuple(fc.integer({ min: 0, max: 0xffffff }), fc.integer({ min: 0, max: 0xffffff }))
      .map(([a, b]) => [a, b].map((n) => `#${n.toString(16).padStart(6, "0")}`) as [string, string]);
    fc.assert(fc.property(hex, ([bg, fg]) => contrastRatio(readableColor(bg, [fg, "#000000", "#ffffff"]), bg) >= 4.5));
  });
});

describe("shiftToContrast", () => {
  it("keeps a colour that already reaches 4.5:1 and darkens or lightens one that does not", () => {
    expect(shiftToContrast("#1f3d33", "#ffffff")).toBe("#1f3d33");
    const sage = shiftToContrast("#5b7f6a", "#f3ede2");
    expect(contrastRatio(sage, "#f3ede2")).toBeGreaterThanOrEqual(4.5);
    expect(relativeLuminance(sage)).toBeLessThan(relativeLuminance("#5b7f6a"));
    const onDark = shiftToContrast("#5b7f6a", "#1f3d33");
    expect(contrastRatio(onDark, "#1f3d33")).toBeGreaterThanOrEqual(4.5);
    expect(relativeLuminance(onDark)).toBeGreaterThan(relativeLuminance("#5b7f6a"));
  });

  it("always reaches 4.5:1", () => {
    const hex = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, "0")}`);
    fc.assert(fc.property(hex, hex, (fg, bg) => contrastRatio(shiftToContrast(fg, bg), bg) >= 4.5));
  });
});
