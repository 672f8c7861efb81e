import { describe, expect, it } from "vitest";
import { compileRules } from "./compile-rules.ts";
import { check, passes } from "../../../tests/support/forms/rules/rule-check.ts";

describe("confirm", () => {
  it("compares with the named field", () => {
    const values = { password: "geheim123" };
    expect(passes("confirm:password", "geheim123", { values })).toBe(true);
    expect(passes("confirm:password", "geheim124", { values })).toBe(false);
    expect(passes("confirm:password", "x", { values: {} })).toBe(false);
  });

  it("finds its partner by the confirm suffix, or adds one", () => {
    expect(passes("confirm", "a", { field: "password-confirm", values: { password: "a" } })).toBe(true);
    expect(passes("confirm", "a", { field: "passwordConfirm", values: { password: "a" } })).toBe(true);
    expect(passes("confirm", "a", { field: "email", values: { "email-confirm": "a" } })).toBe(true);
    expect(passes("confirm", "a", { field: "email", values: { "email-confirm": "b" } })).toBe(false);
    expect(compileRules("confirm", "password-confirmed")[0]!.reads).toEqual(["password"]);
    expect(compileRules("confirm", "email")[0]!.reads).toEqual(["email-confirm"]);
  });

  it("compares primitives as text", () => {
    expect(passes("confirm:pin", "1234", { values: { pin: 1234 } })).toBe(true);
    expect(passes("confirm:tags", ["a"], { values: { tags: ["a"] } })).toBe(false);
  });

  it("names the other field", () => {
    const labels = { field: "repeat password", password: "password" };
    expect(check("confirm:password", "b", { values: { password: "a" }, labels })).toBe("Repeat password does not match “password”.");
    const de = { field: "Passwort wiederholen", password: "Passwort" };
    expect(check("confirm:password", "b", { values: { password: "a" }, labels: de, lang: "de" })).toBe(
      "Passwort wiederholen stimmt nicht mit „Passwort“ überein.",
    );
  });
});

describe("require_one", () => {
  it("passes when this or one of the named fields has a value", () => {
    expect(passes("require_one:phone,mobile", "", { values: { phone: "", mobile: "0171" } })).toBe(true);
    expect(passes("require_one:phone,mobile", "a@b.de", { values: {} })).toBe(true);
    expect(passes("require_one:phone,mobile", "", { values: { phone: "", mobile: [] } })).toBe(false);
    expect(passes("require_one:phone", undefined, { values: {} })).toBe(false);
  });

  it("reads the named fields", () => {
    expect(compileRules("require_one:phone,mobile", "email")[0]!.reads).toEqual(["phone", "mobile"]);
  });

  it("lists every field it asks for", () => {
    const labels = { field: "email", phone: "phone", mobile: "mobile" };
    expect(check("require_one:phone,mobile", "", { labels })).toBe("Please fill in “email”, “phone” or “mobile”.");
    const de = { field: "E-Mail", phone: "Telefon" };
    expect(check("require_one:phone", "", { labels: de, lang: "de" })).toBe("Bitte fülle „E-Mail“ oder „Telefon“ aus.");
  });
});
