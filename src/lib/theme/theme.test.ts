import { describe, expect, it } from "vitest";
import { testSite } from "../../../tests/support/blocks/site-snapshot.ts";
import type { Entity } from "../content/model.ts";
import { filterClasses, MAX_CLASS_LENGTH } from "./classes.ts";
import { replaceThemeHead, themeHead, themeHeadHtml, textStyleClasses, collectTextStyleClasses } from "./index.ts";

const page = (data: Entity["data"]): Entity => ({ id: `page-${Math.random()}`, data });

describe("themeHead", () => {
  it("turns the default theme into --theme-* variables and the fonts into @font-face rules", () => {
    const warnings: string[] = [];
    const head = themeHead(testSite(), undefined, (m) => warnings.push(m));
    expect(head.css).toContain(
      ":root{--theme-main:#1f3d33;--theme-support:#5b7f6a;--theme-accent:#c2643f;--theme-neutral:#f3ede2;--theme-black:#22262a;--theme-white:#ffffff;",
    );
    expect(head.css).toContain('--theme-font-main:"Lora", ui-serif, Georgia, serif');
    expect(head.css).toContain('--theme-font-flowingtext:"Inter", ui-sans-serif, system-ui, sans-serif');
    expect(head.css).toContain(
      '@font-face{font-family:"Lora";src:url(/fonts/lora-latin-700-normal.woff2) format("woff2");font-weight:700;font-style:normal;font-display:swap}',
    );
    expect(head.css.match(/@font-face/g)).toHaveLength(4);
    expect(head.css).not.toContain("evil");
    // Until the web fonts may load (once a first visit's page has loaded), the fallback stacks; without scripts, the fonts at once.
    expect(head.webFonts).toBe(true);
    expect(head.css).toContain("html:not(.wf){--theme-font-main:ui-serif, Georgia, serif;");
    expect(head.noscriptCss).toContain('html:not(.wf){--theme-font-main:"Lora", ui-serif, Georgia, serif;');
    expect(warnings).toEqual([expect.stringContaining("font style font-evil skipped")]);
  });

  it("applies a page's themesettings and backgroundColor, normalising short hex", () => {
    const head = themeHead(testSite(), page({ themesettings: { iv: ["theme-abend"] }, backgroundColor: { iv: ["color-weiss"] } }), () => {});
    expect(head.css).toContain("--theme-main:#1c2a3a");
    expect(head.css).toContain("--theme-accent:#e8a87c");
    expect(head.css).toContain("--theme-white:#ffffff");
    expect(head.css).toContain("--theme-page-background:#ffffff");
  });

  it("never lets a bad hex reach CSS: warns and uses the default", () => {
    const warnings: string[] = [];
    const head = themeHead(testSite(), page({ themesettings: { iv: ["theme-bad"] }, backgroundColor: { iv: ["color-bad"] } }), (m) => warnings.push(m));
    expect(head.css).toContain("--theme-main:#1f3d33");
    expect(head.css).toContain("--theme-support:#5b7f6a");
    expect(head.css).not.toMatch(/#12345[^0-9a-f]|javascript|url\(j|body\{/);
    expect(head.css).not.toContain("--theme-page-background");
    expect(warnings.filter((w) => w.startsWith("Bad Hex"))).toHaveLength(3);
  });

  it("falls back to the built-in palette without any theme", () => {
    const head = themeHead(testSite({ themes: [], fonts: [], globalSettings: undefined }), undefined, () => {});
    expect(head.css).toBe(
      ":root{--theme-main:#1f3d33;--theme-support:#5b7f6a;--theme-accent:#c2643f;--theme-neutral:#f3ede2;--theme-black:#22262a;--theme-white:#ffffff;--page-heading:#1f3d33;--page-eyebrow:#567965}",
    );
    expect(head.webFonts).toBe(false);
    expect(head.css).not.toContain("html:not(.wf)");
  });
});

describe("the theme in the head", () => {
  it("styles each palette colour the page mentions as a surface, with contrast-checked text colours", () => {
    const head = themeHead(testSite(), page({ blocks: { iv: [{ id: "b1", schemaName: "section", backgroundColor: ["color-salbei"] }] } }), () => {});
    expect([...head.surfaces]).toEqual(["#5b7f6a"]);
    // The theme's dark green heading fails AA on the mid-green surface: it falls back to the text colour.
    expect(head.css).toContain(".surface-5b7f6a{color:#000000;--surface-heading:#000000;");
    expect(head.css).toMatch(/:root\{[^}]*--page-heading:#[0-9a-f]{6};--page-eyebrow:#[0-9a-f]{6}/);
  });

  it("gives the header and footer the default theme only on a page with a theme of its own", () => {
    expect(themeHead(testSite(), page({}), () => {}).css).not.toContain(".site-chrome");
    const own = themeHead(testSite(), page({ themesettings: { iv: ["theme-abend"] } }), () => {});
    expect(own.css).toMatch(/\.site-chrome\{--theme-main:#[0-9a-f]{6};/);
    expect(own.css).not.toMatch(/\.site-chrome\{--theme-main:#1c2a3a/);
  });

  it("replaces the theme's part of a page, with or without web fonts, and leaves the rest", () => {
    const withFonts = themeHeadHtml(themeHead(testSite(), undefined, () => {}));
    const plain = themeHeadHtml(themeHead(testSite({ fonts: [] }), undefined, () => {}));
    expect(withFonts).toContain("<noscript>");
    const html = (theme: string) =>
      `<!doctype html><html><head><title>x</title>${theme}<link rel="manifest" href="/m"></head><body><style>p{}</style></body></html>`;
    expect(replaceThemeHead(html(withFonts), plain)).toBe(html(plain));
    expect(replaceThemeHead(html(plain), withFonts)).toBe(html(withFonts));
    // A page without the theme's part, or with two, is not spliced.
    expect(replaceThemeHead("<html><head></head></html>", plain)).toBeUndefined();
    expect(replaceThemeHead(html(plain + plain), withFonts)).toBeUndefined();
  });
});

describe("text-style classes", () => {
  it("keeps class-name characters only", () => {
    expect(filterClasses("text-5xl md:text-6xl font-bold w-[42%] bg-[#fff] top-1/2 -mt-0.5 hover:underline_x")).toEqual({
      classes: "text-5xl md:text-6xl font-bold w-[42%] bg-[#fff] top-1/2 -mt-0.5 hover:underline_x",
      dropped: [],
    });
    expect(filterClasses('x" onmouseover="alert(1)')).toEqual({ classes: "", dropped: ['x"', 'onmouseover="alert(1)'] });
    expect(filterClasses("a{color:red} b;c <x> ok")).toEqual({ classes: "ok", dropped: ["a{color:red}", "b;c", "<x>"] });
    expect(filterClasses(42).classes).toBe("");
  });

  it("caps the list at 512 characters", () => {
    const { classes, dropped } = filterClasses(Array.from({ length: 100 }, (_, i) => `class-${i}`).join(" "));
    expect(classes.length).toBeLessThanOrEqual(MAX_CLASS_LENGTH);
    expect(dropped.length).toBeGreaterThan(0);
  });

  it("resolves a text style by id and collects all classes with warnings", () => {
    const site = testSite();
    expect(textStyleClasses(site, "ts-heading-s")).toBe("text-xl font-semibold");
    expect(textStyleClasses(site, "missing")).toBe("");
    const collected = collectTextStyleClasses(site);
    expect(collected.classes).toEqual(["font-bold", "font-semibold", "text-xl"]);
    expect(collected.warnings).toEqual([expect.stringContaining("text style ts-evil: dropped classes")]);
  });
});
