import { describe, expect, it } from "vitest";
import { formatJson, jsonShape, parseJson } from "./json-value.ts";

describe("JSON values", () => {
  it("wants an object for a component and a list of objects for components and arrays", () => {
    expect(jsonShape({ kind: "component" })).toBe("object");
    expect(jsonShape({ kind: "components" })).toBe("objects");
    expect(jsonShape({ kind: "array" })).toBe("objects");
    expect(jsonShape({ kind: "json" })).toBe("any");
  });

  it("shows values indented and no value as nothing", () => {
    expect(formatJson({ a: [1] })).toBe('{\n  "a": [\n    1\n  ]\n}');
    expect(formatJson(null)).toBe("");
    expect(formatJson(undefined)).toBe("");
    expect(formatJson(false)).toBe("false");
  });

  it("reads JSON text, blank text as no value", () => {
    expect(parseJson(' {"a": 1} ', "object")).toEqual({ ok: true, value: { a: 1 } });
    expect(parseJson("[1, 2]", "any")).toEqual({ ok: true, value: [1, 2] });
    expect(parseJson("  ", "objects")).toEqual({ ok: true, value: null });
  });

  it("says why text is not the value wanted", () => {
    expect(parseJson("{a: 1}", "any")).toEqual({ ok: false, problem: "syntax" });
    expect(parseJson("[1]", "object")).toEqual({ ok: false, problem: "object" });
    expect(parseJson("null", "object")).toEqual({ ok: false, problem: "object" });
    expect(parseJson('[{"a": 1}, 2]', "objects")).toEqual({ ok: false, problem: "objects" });
    expect(parseJson('{"a": 1}', "objects")).toEqual({ ok: false, problem: "objects" });
  });
});
