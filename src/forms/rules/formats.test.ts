import { describe, expect, it } from "vitest";
import { check, passes } from "../../../tests/support/forms/rules/rule-check.ts";

describe("email", () => {
  it.each([["anna@example.de"], ["anna.maria+news@mail.example.co.uk"], ["a_b-c@sub-domain.example.org"], ["anna@müller.de"], ["x@xn--mller-kva.de"]])(
    "passes %j",
    (value) => expect(passes("email", value)).toBe(true),
  );

  it.each([
    ["anna"],
    ["anna@"],
    ["@example.de"],
    ["anna@example"],
    ["anna@example.d"],
    ["anna@@example.de"],
    ["anna maria@example.de"],
    [".anna@example.de"],
    ["anna.@example.de"],
    ["an..na@example.de"],
    ["anna@exa mple.de"],
    ["anna@example.de/x"],
    ["anna@example.de:80"],
    ["anna@müller.de/ü"],
    [`${"a".repeat(250)}@example.de`],
    [42],
    [["anna@example.de"]],
  ])("fails %j", (value) => expect(passes("email", value)).toBe(false));

  it("says its message in English and German", () => {
    expect(check("email", "x")).toBe("Please enter a valid email address.");
    expect(check("email", "x", { lang: "de" })).toBe("Bitte gib eine gültige E-Mail-Adresse ein.");
  });
});

describe("url", () => {
  it("passes absolute http and https URLs by default", () => {
    for (const value of ["https://example.de", "http://example.de/a?b=c#d", "https://xn--mller-kva.de"]) expect(passes("url", value)).toBe(true);
    for (const value of ["example.de", "/about", "mailto:a@b.de", "ftp://x.de", "javascript:alert(1)", " https://example.de", "https://", 5]) {
      expect(passes("url", value), String(value)).toBe(false);
    }
  });

  it("takes the protocols to allow, with or without the colon", () => {
    expect(passes("url:https", "http://example.de")).toBe(false);
    expect(passes("url:https", "https://example.de")).toBe(true);
    expect(passes("url:https:,mailto", "mailto:anna@example.de")).toBe(true);
    expect(passes("url:MAILTO", "mailto:anna@example.de")).toBe(true);
  });

  it("says its message in English and German", () => {
    expect(check("url", "x")).toBe("Please enter a valid URL.");
    expect(check("url", "x", { lang: "de" })).toBe("Bitte gib eine gültige URL ein.");
  });
});
