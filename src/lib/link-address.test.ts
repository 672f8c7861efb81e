import { describe, expect, it } from "vitest";
import { linkAddress } from "./link-address.ts";

describe("linkAddress", () => {
  it("keeps the targets content may use as typed", () => {
    expect(linkAddress(" /kurse ")).toBe("/kurse");
    expect(linkAddress("#anmeldung")).toBe("#anmeldung");
    expect(linkAddress("https://example.org/a?b=c")).toBe("https://example.org/a?b=c");
    expect(linkAddress("mailto:info@example.org")).toBe("mailto:info@example.org");
    expect(linkAddress("tel:+4930123456")).toBe("tel:+4930123456");
  });

  it("completes a bare domain to https and a bare e-mail address to mailto", () => {
    expect(linkAddress("example.org")).toBe("https://example.org");
    expect(linkAddress("www.example.org/x")).toBe("https://www.example.org/x");
    expect(linkAddress("example.org/kurse?tag=2#oben")).toBe("https://example.org/kurse?tag=2#oben");
    expect(linkAddress("www.müller-yoga.de")).toBe("https://www.müller-yoga.de");
    expect(linkAddress("info@example.org")).toBe("mailto:info@example.org");
  });

  it("refuses script, data, plain http, protocol-relative and malformed targets", () => {
    for (const bad of [
      "javascript:alert(1)",
      "JavaScript:alert(1)",
      " javascript:alert(1)",
      "data:text/html,x",
      "http://example.org",
      "//evil.example",
      "",
      "kurse",
      "1.5",
      "java script:x",
      undefined,
    ]) {
      expect(linkAddress(bad), String(bad)).toBeUndefined();
    }
  });
});
