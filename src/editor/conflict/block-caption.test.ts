import { describe, expect, it } from "vitest";
import { b } from "../../../tests/support/lib/tree/sample-trees.ts";
import { blockCaption } from "./block-caption.ts";

describe("blockCaption", () => {
  it("takes the first text in the language, else German, without markup", () => {
    expect(blockCaption({ ...b("x"), fields: { text: { de: "Hallo", en: "Hello" } } }, "en")).toBe("Hello");
    expect(blockCaption({ ...b("x"), fields: { level: { iv: 2 }, html: { de: "<p>Nur <b>deutsch</b></p>", en: "" } } }, "en")).toBe("Nur deutsch");
  });

  it("cuts long texts and says nothing for a block without text", () => {
    const caption = blockCaption({ ...b("x"), fields: { text: { de: "Ein sehr langer Satz, der weit über vierzig Zeichen hinausgeht." } } }, "de");
    expect(caption.endsWith("…")).toBe(true);
    expect([...caption].length).toBeLessThanOrEqual(40);
    expect(blockCaption({ ...b("x"), fields: { width: { iv: 3 } } }, "de")).toBe("");
  });
});
