import { describe, expect, it } from "vitest";
import { focusOf, objectPosition } from "./focus.ts";

describe("focusOf", () => {
  it("reads focusX/focusY in -1..1 from the metadata", () => {
    expect(focusOf({ focusX: -0.5, focusY: 1, pixelWidth: 10 })).toEqual({ x: -0.5, y: 1 });
    expect(focusOf({ focusX: 0, focusY: 0 })).toEqual({ x: 0, y: 0 });
  });

  it("has none without both coordinates, with one out of range, or with one not a number", () => {
    expect(focusOf(undefined)).toBeUndefined();
    expect(focusOf({})).toBeUndefined();
    expect(focusOf({ focusX: 0.2 })).toBeUndefined();
    expect(focusOf({ focusX: 1.01, focusY: 0 })).toBeUndefined();
    expect(focusOf({ focusX: "0.5", focusY: 0 })).toBeUndefined();
    expect(focusOf({ focusX: Number.NaN, focusY: 0 })).toBeUndefined();
  });
});

describe("objectPosition", () => {
  it("maps -1..1 to 0%..100%, left/top to right/bottom", () => {
    expect(objectPosition({ x: -1, y: -1 })).toBe("0% 0%");
    expect(objectPosition({ x: 0, y: 0 })).toBe("50% 50%");
    expect(objectPosition({ x: 1, y: 1 })).toBe("100% 100%");
    expect(objectPosition({ x: -0.5, y: 0.5 })).toBe("25% 75%");
  });

  it("rounds to a tenth of a percent", () => {
    expect(objectPosition({ x: 0.3333, y: -0.1234 })).toBe("66.7% 43.8%");
  });
});
