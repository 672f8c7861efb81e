import { describe, expect, it } from "vitest";
import { check, passes } from "../../../tests/support/forms/rules/rule-check.ts";

describe("number", () => {
  it.each([[5], [-2.5], [0], ["5"], [" 5 "], ["-0.5"], [".5"], ["1e3"], ["+7"]])("passes %j", (value) => {
    expect(passes("number", value)).toBe(true);
  });
  it.each([["abc"], ["5a"], ["1,5"], ["Infinity"], [Number.NaN], [Number.POSITIVE_INFINITY], [true], [["5"]], ["0x10"], ["1e999"]])("fails %j", (value) => {
    expect(passes("number", value)).toBe(false);
  });
});

describe("min", () => {
  it("compares numbers and numeric text with the minimum, inclusive", () => {
    expect(passes("min:5", 5)).toBe(true);
    expect(passes("min:5", "6")).toBe(true);
    expect(passes("min:5", 4.99)).toBe(false);
    expect(passes("min:-2.5", -2.5)).toBe(true);
    expect(passes("min:5", "abc")).toBe(false);
  });

  it("defaults to 1", () => {
    expect(passes("min", 1)).toBe(true);
    expect(passes("min", 0)).toBe(false);
  });

  it("counts a list's entries", () => {
    expect(passes("min:2", ["a", "b"])).toBe(true);
    expect(passes("min:2", ["a"])).toBe(false);
  });

  it("says the minimum, or the entries a list needs", () => {
    expect(check("min:5", 4, { labels: { field: "age" } })).toBe("Age must be at least 5.");
    expect(check("min:2", ["a"])).toBe("Please choose at least 2 entries.");
  });
});

describe("max", () => {
  it("compares numbers with the maximum, inclusive", () => {
    expect(passes("max:5", 5)).toBe(true);
    expect(passes("max:5", "5.01")).toBe(false);
    expect(passes("max:5", "abc")).toBe(false);
  });

  it("defaults to 10", () => {
    expect(passes("max", 10)).toBe(true);
    expect(passes("max", 11)).toBe(false);
  });

  it("counts a list's entries", () => {
    expect(passes("max:1", ["a"])).toBe(true);
    expect(check("max:1", ["a", "b"])).toBe("Please choose at most 1 entry.");
  });
});

describe("between", () => {
  it("passes numbers within the bounds, both included", () => {
    for (const value of [1, 10, 5.5, "7"]) expect(passes("between:1,10", value)).toBe(true);
    for (const value of [0.99, 10.01, "x", ["5"], true]) expect(passes("between:1,10", value)).toBe(false);
  });

  it("takes the bounds in either order and says them in order", () => {
    expect(passes("between:10,1", 5)).toBe(true);
    expect(check("between:10,1", 11)).toBe("Field must be between 1 and 10.");
  });

  it("takes negative and decimal bounds", () => {
    expect(passes("between:-1.5,0", -1)).toBe(true);
    expect(check("between:-1.5,0", 1, { lang: "de" })).toBe("Field muss zwischen -1,5 und 0 liegen.");
  });
});
