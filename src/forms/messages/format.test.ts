import { describe, expect, it } from "vitest";
import { capitalize, countOf, formatDate, formatNumber, listOr, quote, say, shorten } from "./format.ts";

describe("message helpers", () => {
  it("capitalises the first letter only", () => {
    expect(capitalize("first name")).toBe("First name");
    expect(capitalize("über uns")).toBe("Über uns");
    expect(capitalize("")).toBe("");
  });

  it("quote and list in each language's style", () => {
    expect(quote("de", "x")).toBe("„x“");
    expect(quote("en", "x")).toBe("“x”");
    expect(listOr("de", ["a"])).toBe("„a“");
    expect(listOr("de", ["a", "b", "c"])).toBe("„a“, „b“ oder „c“");
    expect(listOr("en", ["a", "b"])).toBe("“a” or “b”");
    expect(listOr("en", [])).toBe("");
  });

  it("write numbers and dates for the reader", () => {
    expect(formatNumber("de", 2.5)).toBe("2,5");
    expect(formatNumber("en", 1234.5)).toBe("1,234.5");
    expect(formatDate("de", Date.UTC(2025, 2, 9, 23, 30))).toBe("09.03.2025");
    expect(formatDate("en", Date.UTC(2025, 2, 9))).toBe("9 Mar 2025");
  });

  it("count in the singular and the plural", () => {
    expect(countOf("en", "characters", 1)).toBe("1 character");
    expect(countOf("en", "characters", 0)).toBe("0 characters");
    expect(countOf("de", "entries", 1)).toBe("1 Eintrag");
    expect(countOf("de", "entries", 3)).toBe("3 Einträge");
    expect(countOf("de", "characters", 1000)).toBe("1.000 Zeichen");
  });

  it("cut a repeated value after 40 characters", () => {
    expect(shorten("kurz")).toBe("kurz");
    expect(shorten("x".repeat(40))).toBe("x".repeat(40));
    expect(shorten("x".repeat(41))).toBe(`${"x".repeat(39)}…`);
    expect(shorten(12)).toBe("12");
  });

  it("fill {Field} and {field} with the label, leaving other text as it is", () => {
    const context = { lang: "en" as const, name: "n", label: "first {n} name", value: "", labelOf: (n: string) => n };
    expect(say(context, "form.rule.required")).toBe("First {n} name is required.");
    expect(say(context, "form.rule.accepted")).toBe("Please accept “first {n} name”.");
  });
});
