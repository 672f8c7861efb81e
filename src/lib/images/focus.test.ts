import { describe, expect, it } from "vitest";
import { focusOf } from "./focus.ts";

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
