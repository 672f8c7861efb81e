import { describe, expect, it } from "vitest";
import { dateFormat, numberFormat, pluralRules } from "./intl.ts";

describe("Intl formatters", () => {
  it("format in the language's notation, keeping every fraction digit", () => {
    expect(numberFormat("de").format(1234.125)).toBe("1.234,125");
    expect(numberFormat("en").format(1234.125)).toBe("1,234.125");
    expect(pluralRules("de").select(1)).toBe("one");
    expect(pluralRules("en").select(2)).toBe("other");
  });

  it("are built once per language and kind, then reused", () => {
    expect(numberFormat("de")).toBe(numberFormat("de"));
    expect(numberFormat("de")).not.toBe(numberFormat("en"));
    expect(pluralRules("en")).toBe(pluralRules("en"));
    expect(dateFormat("en")).toBe(dateFormat("en"));
  });
});
