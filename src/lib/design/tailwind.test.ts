import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { checkClasses, classesCss, themeTokensCss } from "./tailwind.ts";

describe("Tailwind on the server", () => {
  it("compiles with the tokens of the site's stylesheet", () => {
    const themeCss = readFileSync(new URL("../../styles/theme.css", import.meta.url), "utf8");
    expect(themeCss).toContain(themeTokensCss());
  });

  it("names the classes Tailwind has no utility for and the tokens no class may be", async () => {
    expect(await checkClasses("text-5xl md:text-6xl font-support w-[42%] text-neutral-700")).toEqual({
      classes: ["text-5xl", "md:text-6xl", "font-support", "w-[42%]", "text-neutral-700"],
      bad: [],
      unknown: [],
    });
    const checked = await checkClasses('text-xl fancy-heading md:wobble x" onclick="1');
    expect(checked.unknown).toEqual(["fancy-heading", "md:wobble"]);
    expect(checked.bad).toEqual(['x"', 'onclick="1']);
  });

  it("compiles a class list with the site's theme tokens, in the utilities layer", async () => {
    const css = await classesCss(["text-main", "md:text-6xl", "font-support", "nonsense"]);
    expect(css).toContain("@layer utilities{");
    expect(css).toContain(".text-main{color:var(--theme-main,#1f3d33)}");
    expect(css).toContain("font-family:var(--theme-font-support");
    expect(css).toMatch(/@media \(width >= 48rem\)\{\.md\\:text-6xl\{font-size:var\(--text-6xl\)/);
    expect(css).toContain("--text-6xl:3.75rem");
    expect(css).not.toContain("nonsense");
    expect(css).not.toContain("<");
    expect(await classesCss(["nonsense"])).toBe("");
  });

  it("names the cascade layers in the site stylesheet's order, as a page puts it before that stylesheet", async () => {
    // The order a browser gives layers: by their first mention, in `@layer a, b;` or `@layer a{`.
    const order = (css: string) => [...new Set([...css.matchAll(/@layer ([\w\s,-]+)[;{]/g)].flatMap((m) => m[1]!.split(",").map((name) => name.trim())))];
    for (const classes of [
      ["text-main", "md:text-6xl"],
      ["text-2xl", "leading-snug", "border-l-4"],
    ]) {
      expect(order(await classesCss(classes))).toEqual(["properties", "theme", "base", "components", "utilities"]);
    }
  });
});
