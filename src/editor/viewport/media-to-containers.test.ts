// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { mediaToContainers } from "./container-queries.ts";

let undo: (() => void) | undefined;

afterEach(() => {
  undo?.();
  undo = undefined;
  document.head.innerHTML = "";
});

const sheetOf = (css: string) => {
  const style = document.createElement("style");
  style.textContent = css;
  document.head.append(style);
  return style.sheet!;
};
const texts = (rules: CSSRuleList) => [...rules].map((rule) => rule.cssText.replace(/\s+/g, " "));

const CSS =
  ":root { --g: 1rem; color: red } @media (min-width: 40rem) { :root { --g: 2rem } .a { color: red } } @media (hover: hover) { .b:hover { color: blue } }";

describe("mediaToContainers", () => {
  it("moves width media rules into container rules in place, and the root's custom properties onto the canvas", () => {
    const sheet = sheetOf(CSS);
    undo = mediaToContainers(document);
    expect(texts(sheet.cssRules)).toEqual([
      ":root { --g: 1rem; color: red; }",
      "[data-canvas] { --g: 1rem; }",
      "@container (min-width: 40rem) { body, [data-canvas] { --g: 2rem; } .a { color: red; } }",
      "@media (hover: hover) { .b:hover { color: blue; } }",
    ]);
  });

  it("makes the root element a size container while the preview lasts", () => {
    sheetOf(CSS);
    const end = mediaToContainers(document);
    expect(document.documentElement.style.getPropertyValue("container-type")).toBe("inline-size");
    end();
    expect(document.documentElement.style.getPropertyValue("container-type")).toBe("");
  });

  it("puts every sheet back as it was", () => {
    const sheet = sheetOf(CSS);
    const before = texts(sheet.cssRules);
    mediaToContainers(document)();
    expect(texts(sheet.cssRules)).toEqual(before);
  });

  it("keeps rules inside their cascade layer, at their place", () => {
    const sheet = sheetOf("@layer utilities { .x { color: red } @media (width >= 48rem) { .md\\:x { color: blue } } .y { color: green } }");
    undo = mediaToContainers(document);
    const layer = sheet.cssRules[0] as CSSGroupingRule;
    expect(texts(layer.cssRules)).toEqual([".x { color: red; }", "@container (width >= 48rem) { .md\\:x { color: blue; } }", ".y { color: green; }"]);
  });
});
