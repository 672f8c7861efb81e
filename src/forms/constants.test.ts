import { describe, expect, it } from "vitest";
import { FIELD_NAME, INPUT_DELAY_MS } from "./constants.ts";

describe("INPUT_DELAY_MS", () => {
  it("is 20 ms", () => {
    expect(INPUT_DELAY_MS).toBe(20);
  });
});

describe("FIELD_NAME", () => {
  it("takes letters and digits in parts joined by single dashes", () => {
    for (const name of ["title", "openingHours", "opening-hours", "step2", "2fa"]) expect(name, name).toMatch(FIELD_NAME);
  });

  it("refuses dots, underscores, spaces and stray dashes, so no path separator and no __proto__", () => {
    for (const name of ["", "title.de", "__proto__", "pass word", "-title", "title-", "opening--hours", "Straße"]) expect(name, name).not.toMatch(FIELD_NAME);
  });
});
