import { describe, expect, it } from "vitest";
import { blurField, changeField, createFieldState } from "./field-state.ts";

describe("field state", () => {
  it("starts neither blurred nor dirty", () => {
    expect(createFieldState("a")).toEqual({ value: "a", initial: "a", blurred: false, dirty: false });
  });

  it("becomes dirty when the value changes, and stays dirty when changed back", () => {
    const changed = changeField(createFieldState("a"), "ab");
    expect(changed).toMatchObject({ value: "ab", dirty: true });
    expect(changeField(changed, "a")).toMatchObject({ value: "a", dirty: true });
  });

  it("does not become dirty for the same value, lists and objects compared by content", () => {
    expect(changeField(createFieldState("a"), "a").dirty).toBe(false);
    expect(changeField(createFieldState(["x", "y"]), ["x", "y"]).dirty).toBe(false);
    expect(changeField(createFieldState({ latitude: 1, longitude: 2 }), { longitude: 2, latitude: 1 }).dirty).toBe(false);
    expect(changeField(createFieldState(["x"]), ["x", "y"]).dirty).toBe(true);
    expect(changeField(createFieldState({ a: 1 }), { b: 1 }).dirty).toBe(true);
    expect(changeField(createFieldState(null), {}).dirty).toBe(true);
    expect(changeField(createFieldState(false), true).dirty).toBe(true);
  });

  it("becomes blurred once focus leaves, without changing anything else", () => {
    const state = changeField(createFieldState(""), "x");
    const blurred = blurField(state);
    expect(blurred).toEqual({ ...state, blurred: true });
    expect(blurField(blurred)).toBe(blurred);
  });

  it("does not change the state it is given", () => {
    const state = createFieldState("");
    changeField(state, "x");
    blurField(state);
    expect(state).toEqual({ value: "", initial: "", blurred: false, dirty: false });
  });
});
