import { describe, expect, it } from "vitest";
import { check, passes } from "../../../tests/support/forms/rules/rule-check.ts";

describe("length", () => {
  it("passes text whose length lies within the bounds, both included", () => {
    expect(passes("length:2,4", "ab")).toBe(true);
    expect(passes("length:2,4", "abcd")).toBe(true);
    expect(passes("length:2,4", "a")).toBe(false);
    expect(passes("length:2,4", "abcde")).toBe(false);
  });

  it("has no upper bound with one argument", () => {
    expect(passes("length:3", "x".repeat(10_000))).toBe(true);
    expect(passes("length:3", "ab")).toBe(false);
  });

  it("takes the bounds in either order", () => {
    expect(passes("length:4,2", "abc")).toBe(true);
    expect(check("length:4,2", "a")).toBe("Field must be between 2 and 4 characters long.");
  });

  it("counts characters, not UTF-16 units, as the content service does", () => {
    expect(passes("length:0,3", "😀😀😀")).toBe(true);
    expect(passes("length:0,2", "😀😀😀")).toBe(false);
  });

  it("counts a list's entries and an object's keys", () => {
    expect(passes("length:2", ["a", "b"])).toBe(true);
    expect(passes("length:2", ["a"])).toBe(false);
    expect(passes("length:1,1", { a: 1 })).toBe(true);
  });

  it("fails values without a length", () => {
    expect(passes("length:0,5", 5)).toBe(false);
    expect(passes("length:0,5", true)).toBe(false);
  });

  it("skips an empty value (a length alone does not make a field required)", () => {
    expect(passes("length:5", "")).toBe(true);
  });

  it("gives the between-message for both bounds, the minimum- or maximum-message for one", () => {
    expect(check("length:5,10", "abc", { labels: { field: "title" } })).toBe("Title must be between 5 and 10 characters long.");
    expect(check("length:5", "abc", { labels: { field: "title" } })).toBe("Title must be at least 5 characters long.");
    expect(check("length:0,3", "abcd", { labels: { field: "title" } })).toBe("Title must be at most 3 characters long.");
    expect(check("length:3,3", "ab", { labels: { field: "title" } })).toBe("Title must be exactly 3 characters long.");
  });

  it("says one character in the singular", () => {
    expect(check("length:0,1", "ab")).toBe("Field must be at most 1 character long.");
    expect(check("length:0,1", "ab", { lang: "de" })).toBe("Field darf höchstens 1 Zeichen lang sein.");
  });

  it("speaks of entries for lists", () => {
    expect(check("length:2,3", ["a"])).toBe("Please choose 2 to 3 entries.");
    expect(check("length:2", ["a"])).toBe("Please choose at least 2 entries.");
    expect(check("length:0,1", ["a", "b"])).toBe("Please choose at most 1 entry.");
    expect(check("length:2,2", ["a"])).toBe("Please choose exactly 2 entries.");
  });
});
