import { describe, expect, it } from "vitest";
import { linkTarget } from "./link-target.ts";

describe("linkTarget", () => {
  it("accepts the targets content may use", () => {
    expect(linkTarget(" /kurse ")).toBe("/kurse");
    expect(linkTarget("#anmeldung")).toBe("#anmeldung");
    expect(linkTarget("https://example.org/a?b=c")).toBe("https://example.org/a?b=c");
    expect(linkTarget("mailto:info@example.org")).toBe("mailto:info@example.org");
    expect(linkTarget("tel:+4930123456")).toBe("tel:+4930123456");
  });

  it("completes a bare domain to https and a bare e-mail address to mailto", () => {
    expect(linkTarget("example.org/kurse")).toBe("https://example.org/kurse");
    expect(linkTarget("www.müller-yoga.de")).toBe("https://www.müller-yoga.de");
    expect(linkTarget("info@example.org")).toBe("mailto:info@example.org");
  });

  it("refuses script, data, plain http, protocol-relative and malformed targets", () => {
    for (const bad of [
      "javascript:alert(1)",
      "JavaScript:alert(1)",
      "data:text/html,x",
      "http://example.org",
      "//evil.example",
      "",
      "kurse",
      "java script:x",
    ]) {
      expect(linkTarget(bad), bad).toBeUndefined();
    }
  });
});
