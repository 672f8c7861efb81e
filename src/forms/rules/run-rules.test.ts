import { describe, expect, it } from "vitest";
import { compileRules } from "./compile-rules.ts";
import { isEmpty } from "./empty.ts";
import { firstFailure } from "./run-rules.ts";

const context = { now: 0, valueOf: () => undefined };
const failing = (source: string, value: unknown) => firstFailure(compileRules(source, "field"), value, context)?.name;

describe("isEmpty", () => {
  it("takes FormKit's empty values as empty", () => {
    for (const value of [undefined, null, "", [], {}, Object.create(null)]) expect(isEmpty(value)).toBe(true);
  });

  it("takes false, 0, spaces and filled lists and objects as values", () => {
    for (const value of [false, 0, " ", ["a"], { a: undefined }, new Date(0)]) expect(isEmpty(value)).toBe(false);
  });
});

describe("firstFailure", () => {
  it("returns the first failing rule and runs no rule after it", () => {
    expect(failing("length:5|email", "abc")).toBe("length");
    expect(failing("email|length:5", "abc")).toBe("email");
    expect(failing("length:2|email", "abc")).toBe("email");
    expect(failing("length:2|email", "a@b.de")).toBeUndefined();
  });

  it("skips every rule but required, accepted and require_one for an empty value", () => {
    expect(failing("length:5|email|min:3|is:a", "")).toBeUndefined();
    expect(failing("length:5|required", "")).toBe("required");
    expect(failing("email|accepted", null)).toBe("accepted");
  });
});
