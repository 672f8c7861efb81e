import { describe, expect, it } from "vitest";
import { coalesceKey, completesWord } from "./coalesce.ts";

describe("coalesceKey", () => {
  it("is the same for edits of the same fields of one block, whatever their order", () => {
    const one = coalesceKey({ type: "update-fields", id: "h1", changes: { text: { de: "a" }, level: { iv: "h2" } } });
    expect(one).toBe(coalesceKey({ type: "update-fields", id: "h1", changes: { level: { iv: "h3" }, text: { de: "ab" } } }));
  });

  it("differs for another block or another field, and is absent for structural changes", () => {
    const key = coalesceKey({ type: "update-fields", id: "h1", changes: { text: { de: "a" } } });
    expect(coalesceKey({ type: "update-fields", id: "h2", changes: { text: { de: "a" } } })).not.toBe(key);
    expect(coalesceKey({ type: "update-fields", id: "h1", changes: { level: { iv: "h2" } } })).not.toBe(key);
    expect(coalesceKey({ type: "remove", id: "h1" })).toBeUndefined();
    expect(coalesceKey({ type: "move", id: "h1", to: { parentId: null, index: 0 } })).toBeUndefined();
  });
});

describe("completesWord", () => {
  it("is true when a text grows to end in whitespace after a word, in any language", () => {
    expect(completesWord({ text: { de: "Hallo" } }, { text: { de: "Hallo " } })).toBe(true);
    expect(completesWord({ text: { de: "x", en: "Hello" } }, { text: { de: "x", en: "Hello\n" } })).toBe(true);
    expect(completesWord({ title: { iv: "Neu" } }, { title: { iv: "Neu " } })).toBe(true);
  });

  it("is false while typing inside a word, when deleting, at a leading space and for non-text values", () => {
    expect(completesWord({ text: { de: "Hall" } }, { text: { de: "Hallo" } })).toBe(false);
    expect(completesWord({ text: { de: "Hallo  " } }, { text: { de: "Hallo " } })).toBe(false);
    expect(completesWord({ text: { de: "Hallo " } }, { text: { de: "Hallo  " } })).toBe(false);
    expect(completesWord({}, { text: { de: " " } })).toBe(false);
    expect(completesWord({ count: { iv: 1 } }, { count: { iv: 2 } })).toBe(false);
  });
});
