import { describe, expect, it } from "vitest";
import { check, passes } from "../../../tests/support/forms/rules/rule-check.ts";

describe("required", () => {
  it.each([["x"], [" "], [0], [false], [["a"]], [{ a: 1 }]])("passes %j", (value) => {
    expect(passes("required", value)).toBe(true);
  });

  it.each([[""], [null], [undefined], [[]], [{}]])("fails %j", (value) => {
    expect(check("required", value, { labels: { field: "name" } })).toBe("Name is required.");
  });

  it("with trim, refuses text of spaces only", () => {
    expect(passes("required:trim", "  \t ")).toBe(false);
    expect(passes("required:trim", " a ")).toBe(true);
    expect(passes("required:default", " ")).toBe(true);
  });

  it("runs before the rules after it, which an empty value skips", () => {
    expect(check("required|email", "")).toBe("Field is required.");
    expect(check("email", "")).toBeUndefined();
  });
});

describe("accepted", () => {
  it.each([[true], ["true"], ["yes"], ["on"], ["1"], [1]])("passes %j", (value) => {
    expect(passes("accepted", value)).toBe(true);
  });

  it.each([[false], ["false"], ["no"], [0], ["0"], ["YES"], [""], [undefined], [null]])("fails %j, also when empty", (value) => {
    expect(check("accepted", value, { labels: { field: "the terms" } })).toBe("Please accept “the terms”.");
  });
});
