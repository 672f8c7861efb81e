import { describe, expect, it } from "vitest";
import { inlineKeyAction, partChange, partText, singleLine } from "./inline-text.ts";

describe("singleLine", () => {
  it("turns pasted line breaks and tabs into single spaces", () => {
    expect(singleLine("Kurse\r\nim\tSommer\n\n2026")).toBe("Kurse im Sommer 2026");
  });

  it("cuts at the schema's maxLength without splitting an emoji", () => {
    expect(singleLine("abcdef", 4)).toBe("abcd");
    expect(singleLine("abc🙂", 4)).toBe("abc");
    expect(singleLine("abc", 60)).toBe("abc");
    expect(singleLine("abc")).toBe("abc");
  });
});

describe("partChange", () => {
  const fields = { text: { de: "Über uns", en: "About us" }, level: { iv: "h2" } };

  it("changes one language and keeps the other", () => {
    expect(partChange(fields, "text", "en", "Who we are")).toEqual({ text: { de: "Über uns", en: "Who we are" } });
    expect(partChange(fields, "text", "de", "Wir")).toEqual({ text: { de: "Wir", en: "About us" } });
  });

  it("removes a cleared language, so the German text shows again on /en", () => {
    expect(partChange(fields, "text", "en", "")).toEqual({ text: { de: "Über uns" } });
  });

  it("creates the field when the block has none yet", () => {
    expect(partChange({}, "eyebrow", "de", "Neu")).toEqual({ eyebrow: { de: "Neu" } });
    expect(partChange(undefined, "eyebrow", "en", "New")).toEqual({ eyebrow: { en: "New" } });
  });
});

describe("partText", () => {
  it("reads one partition's text, no fallback", () => {
    expect(partText({ text: { de: "Hallo" } }, "text", "de")).toBe("Hallo");
    expect(partText({ text: { de: "Hallo" } }, "text", "en")).toBe("");
    expect(partText({ text: { de: 3 } }, "text", "de")).toBe("");
    expect(partText(undefined, "text", "de")).toBe("");
  });
});

describe("inlineKeyAction", () => {
  it("ends editing on Enter, reverts on Escape and leaves other keys and IME composition alone", () => {
    expect(inlineKeyAction({ key: "Enter", isComposing: false })).toBe("commit");
    expect(inlineKeyAction({ key: "Escape", isComposing: false })).toBe("revert");
    expect(inlineKeyAction({ key: "Enter", isComposing: true })).toBeUndefined();
    expect(inlineKeyAction({ key: "a", isComposing: false })).toBeUndefined();
  });
});
