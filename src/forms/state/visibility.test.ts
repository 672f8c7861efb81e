import { describe, expect, it } from "vitest";
import type { FieldFlags } from "./flags.ts";
import { defaultVisibility, shouldShowError } from "./visibility.ts";

const flags = (set: Partial<FieldFlags>): FieldFlags => ({
  blurred: false,
  dirty: false,
  submitted: false,
  valid: false,
  invalid: true,
  complete: false,
  empty: false,
  ...set,
});

describe("shouldShowError", () => {
  it("shows a text field's message after blur, not while it is only being typed in", () => {
    expect(shouldShowError(flags({}), "text")).toBe(false);
    expect(shouldShowError(flags({ dirty: true }), "text")).toBe(false);
    expect(shouldShowError(flags({ blurred: true }), "text")).toBe(true);
    expect(shouldShowError(flags({ blurred: true }), "email")).toBe(true);
  });

  it("shows a checkbox's message once it was changed, blur or not", () => {
    expect(defaultVisibility("checkbox")).toBe("dirty");
    expect(shouldShowError(flags({ blurred: true }), "checkbox")).toBe(false);
    expect(shouldShowError(flags({ dirty: true }), "checkbox")).toBe(true);
  });

  it("shows every message after a submit attempt", () => {
    for (const kind of ["text", "checkbox", "select", "references"] as const) expect(shouldShowError(flags({ submitted: true }), kind)).toBe(true);
  });

  it("shows nothing while the field is valid", () => {
    expect(shouldShowError(flags({ valid: true, invalid: false, blurred: true, dirty: true, submitted: true }), "text")).toBe(false);
  });

  it("takes another visibility when given one", () => {
    expect(shouldShowError(flags({ dirty: true }), "text", "dirty")).toBe(true);
    expect(shouldShowError(flags({ dirty: true }), "checkbox", "blur")).toBe(false);
  });
});
