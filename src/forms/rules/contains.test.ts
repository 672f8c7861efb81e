import { describe, expect, it } from "vitest";
import { passes } from "../../../tests/support/forms/rules/rule-check.ts";

describe.each([
  // rule, passing, failing, passing with latin, failing with latin
  ["contains_alpha", ["1a", "ß!", "Ω"], ["123", "!? ", "1 2"], ["1a"], ["1ß"]],
  ["contains_alpha_spaces", ["1 2", "1a"], ["123", "!?"], ["1 2", "1a"], ["1ß"]],
  ["contains_alphanumeric", ["!1", "!ä"], ["!?", "  "], ["!1", "!a"], ["!ä"]],
  ["contains_lowercase", ["ABc", "ABß"], ["ABC", "123"], ["ABc"], ["ABß"]],
  ["contains_uppercase", ["abC", "abÄ"], ["abc", "123"], ["abC"], ["abÄ"]],
])("%s", (rule, good, bad, latinGood, latinBad) => {
  it.each(good)("passes %j", (value) => expect(passes(rule, value)).toBe(true));
  it.each(bad)("fails %j", (value) => expect(passes(rule, value)).toBe(false));
  it.each(latinGood)("passes %j with latin", (value) => expect(passes(`${rule}:latin`, value)).toBe(true));
  it.each(latinBad)("fails %j with latin", (value) => expect(passes(`${rule}:latin`, value)).toBe(false));
});

describe("contains_numeric", () => {
  it.each([["abc1"], ["0"], [5]])("passes %j", (value) => expect(passes("contains_numeric", value)).toBe(true));
  it.each([["abc"], ["٣"], ["!"], [true]])("fails %j (digits are 0–9)", (value) => expect(passes("contains_numeric", value)).toBe(false));
});

describe("contains_symbol", () => {
  it.each([["abc!"], ["pass€word"], ["a b-c"], ["§1"]])("passes %j", (value) => expect(passes("contains_symbol", value)).toBe(true));
  it.each([["abc123"], ["a b"], [123]])("fails %j", (value) => expect(passes("contains_symbol", value)).toBe(false));
});
