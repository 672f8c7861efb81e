import { describe, expect, it } from "vitest";
import { flagAttributes } from "./attributes.ts";
import { blurField, changeField, createFieldState } from "./field-state.ts";
import { fieldFlags } from "./flags.ts";

describe("fieldFlags", () => {
  it("carries blurred, dirty and submitted over", () => {
    const state = blurField(changeField(createFieldState(""), "x"));
    expect(fieldFlags(state, true)).toMatchObject({ blurred: true, dirty: true, submitted: true });
    expect(fieldFlags(createFieldState(""), false)).toMatchObject({ blurred: false, dirty: false, submitted: false });
  });

  it("is valid without messages and invalid with one", () => {
    expect(fieldFlags(createFieldState("x"), false)).toMatchObject({ valid: true, invalid: false });
    expect(fieldFlags(createFieldState("x"), false, [])).toMatchObject({ valid: true, invalid: false });
    expect(fieldFlags(createFieldState("x"), false, ["Title is required."])).toMatchObject({ valid: false, invalid: true });
  });

  it("is complete when filled in and valid, empty without a value", () => {
    expect(fieldFlags(createFieldState("x"), false)).toMatchObject({ complete: true, empty: false });
    expect(fieldFlags(createFieldState("x"), false, ["bad"])).toMatchObject({ complete: false, empty: false });
    expect(fieldFlags(createFieldState(""), false)).toMatchObject({ complete: false, empty: true });
    expect(fieldFlags(createFieldState([]), false)).toMatchObject({ empty: true });
    expect(fieldFlags(createFieldState(false), false)).toMatchObject({ complete: true, empty: false });
  });
});

describe("flagAttributes", () => {
  it("sets the attributes of the flags that are set, and only those", () => {
    const flags = fieldFlags(blurField(createFieldState("")), false, ["Title is required."]);
    expect(flagAttributes(flags)).toEqual({ "data-blurred": "true", "data-invalid": "true", "data-empty": "true" });
    const done = fieldFlags(changeField(createFieldState(""), "x"), true);
    expect(flagAttributes(done)).toEqual({ "data-dirty": "true", "data-submitted": "true", "data-valid": "true", "data-complete": "true" });
  });
});
