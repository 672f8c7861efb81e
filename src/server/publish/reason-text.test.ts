import { describe, expect, it } from "vitest";
import { reasonText } from "./reason-text.ts";

describe("reasonText", () => {
  it("names each reason once, in order, with how often it came", () => {
    expect(reasonText(["PagesPublished pages", "AppointmentsCreated appointments", "PagesPublished pages", "PagesPublished pages"])).toBe(
      "PagesPublished pages ×3, AppointmentsCreated appointments",
    );
    expect(reasonText(["the code or the settings changed since the last build"])).toBe("the code or the settings changed since the last build");
    expect(reasonText([])).toBe("");
  });

  it("sums up past eight distinct reasons", () => {
    const reasons = Array.from({ length: 11 }, (_, i) => `R${i}`);
    expect(reasonText([...reasons, "R0"])).toBe("R0 ×2, R1, R2, R3, R4, R5, R6, R7 and 3 more");
  });
});
