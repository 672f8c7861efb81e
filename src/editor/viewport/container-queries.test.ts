import { describe, expect, it } from "vitest";
import { containerSelector, widthCondition } from "./container-queries.ts";

describe("widthCondition", () => {
  it("keeps conditions on the width only, in both syntaxes and combined with and", () => {
    for (const media of ["(min-width: 40rem)", "(width >= 48rem)", "(width < 64rem)", "(40rem <= width < 64rem)"]) {
      expect(widthCondition(media), media).toBe(media);
    }
    expect(widthCondition("screen and (min-width: 40rem) and (max-width: 63.99rem)")).toBe("(min-width: 40rem) and (max-width: 63.99rem)");
    expect(widthCondition("only screen and (max-width: 600px)")).toBe("(max-width: 600px)");
  });

  it("leaves every other media query to the window: hover, motion, print, orientation, height, or and not", () => {
    for (const media of [
      "(hover: hover)",
      "(prefers-reduced-motion: reduce)",
      "print",
      "(orientation: portrait)",
      "(min-height: 40rem)",
      "(min-width: 40rem), print",
      "(min-width: 40rem) or (hover: hover)",
      "not all and (min-width: 40rem)",
      "(min-width: 40rem) and (hover: hover)",
      "",
    ]) {
      expect(widthCondition(media), media).toBeUndefined();
    }
  });
});

describe("containerSelector", () => {
  it("lets the root's rules also select the body and the canvas, and leaves other selectors alone", () => {
    expect(containerSelector(":root")).toBe("body, [data-canvas]");
    expect(containerSelector("html, .x")).toBe("body, [data-canvas], .x");
    expect(containerSelector(".md\\:text-5xl")).toBe(".md\\:text-5xl");
    expect(containerSelector(":root .a")).toBe(":root .a");
  });
});
