import { describe, expect, it } from "vitest";
import { reasonPhrase } from "./astro-bridge.ts";

describe("reasonPhrase", () => {
  it("replaces a missing phrase or another status's standard one with the standard phrase", () => {
    expect(reasonPhrase(404, "OK")).toBe("Not Found");
    expect(reasonPhrase(405, "")).toBe("Method Not Allowed");
    expect(reasonPhrase(500, undefined)).toBe("Internal Server Error");
    expect(reasonPhrase(200, "Not Found")).toBe("OK");
  });

  it("keeps the standard phrase, a custom one, and leaves unknown statuses alone", () => {
    expect(reasonPhrase(404, "Not Found")).toBe("Not Found");
    expect(reasonPhrase(404, "No Such Recipient")).toBe("No Such Recipient");
    expect(reasonPhrase(599, "")).toBe("");
  });
});
