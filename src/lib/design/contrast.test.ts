import { describe, expect, it } from "vitest";
import { contrast, formatRatio, passesAA } from "./contrast.ts";

describe("contrast", () => {
  it("rates pairs by the WCAG thresholds", () => {
    expect(contrast("#000000", "#ffffff")).toEqual({ ratio: 21, level: "AAA" });
    expect(contrast("#767676", "#ffffff").level).toBe("AA");
    expect(contrast("#949494", "#ffffff").level).toBe("AA large");
    expect(contrast("#c2643f", "#ffffff").level).toBe("AA large");
    expect(contrast("#f3ede2", "#ffffff").level).toBe("fail");
    expect(passesAA(contrast("#1f3d33", "#f3ede2"))).toBe(true);
    expect(passesAA(contrast("#c2643f", "#ffffff"))).toBe(false);
  });

  it("never rounds a failing ratio up to a passing one", () => {
    expect(formatRatio(4.499, "en")).toBe("4.49:1");
    expect(formatRatio(21, "de")).toBe("21,00:1");
  });
});
