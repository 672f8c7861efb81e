// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { caretAt, textOffset } from "./caret-offset.ts";

const html = (markup: string) => {
  const root = document.createElement("div");
  root.innerHTML = markup;
  return root;
};

describe("a caret as a text offset", () => {
  it("counts the characters before a caret across elements, and finds the caret again in the same text drawn otherwise", () => {
    const view = html("<h2>Eins</h2><p>Zwei <strong>drei</strong> vier</p>");
    const strong = view.querySelector("strong")!.firstChild!;
    const offset = textOffset(view, { node: strong, offset: 2 });
    expect(offset).toBe("EinsZwei dr".length);
    const editor = html('<div contenteditable="true"><h2>Eins</h2><p>Zwei <strong>drei</strong> vier</p></div>');
    const caret = caretAt(editor, offset!)!;
    expect(caret.node.textContent).toBe("drei");
    expect(caret.offset).toBe(2);
  });

  it("answers nothing for a caret outside the text or an offset past its end", () => {
    const view = html("<p>Hallo</p>");
    expect(textOffset(view, { node: html("<p>x</p>").firstChild!.firstChild!, offset: 0 })).toBeUndefined();
    expect(caretAt(view, 6)).toBeUndefined();
    expect(caretAt(view, 5)).toEqual({ node: view.firstChild!.firstChild, offset: 5 });
  });
});
