import { describe, expect, it } from "vitest";
import { testSite } from "../../../tests/support/blocks/site-snapshot.ts";
import { inlineSvg, sanitizeSvg, siteIcons } from "./index.ts";

const wrap = (body: string, attrs = "") => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"${attrs}>${body}</svg>`;

/** Malicious SVGs; nothing dangerous may survive. */
const CORPUS = [
  wrap('<script>alert(1)</script><path d="M1 1"/>'),
  wrap('<path d="M1 1"/>', ' onload="alert(1)"'),
  wrap('<rect onclick="alert(1)" onmouseover="alert(2)"/>'),
  wrap('<foreignObject><iframe src="javascript:alert(1)"></iframe><body onload="alert(1)"/></foreignObject>'),
  wrap('<a href="javascript:alert(1)"><text>x</text></a>'),
  wrap('<a xlink:href="javascript:alert(1)"><text>x</text></a>', ' xmlns:xlink="http://www.w3.org/1999/xlink"'),
  wrap('<use href="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+"/>'),
  wrap('<use xlink:href="https://canary.example/sprite.svg#x"/>', ' xmlns:xlink="http://www.w3.org/1999/xlink"'),
  wrap('<image href="https://canary.example/x.png"/>'),
  wrap('<rect fill="url(https://canary.example/x)" style="background:url(//canary.example)"/>'),
  wrap("<style>@import url(//canary.example/x.css); rect{fill:red}</style>"),
  wrap('<animate attributeName="href" to="javascript:alert(1)"/><set attributeName="onmouseover" to="alert(1)"/>'),
  "<svg><desc><![CDATA[</desc><script>alert(1)</script>]]></desc></svg>",
];

describe("sanitizeSvg", () => {
  it("keeps a clean icon", () => {
    const clean = wrap('<path d="M4 6h16"/><circle cx="12" cy="12" r="9"/>', ' fill="none" stroke="currentColor"');
    expect(sanitizeSvg(clean)).toBe(clean.replace('<path d="M4 6h16"/>', '<path d="M4 6h16"></path>').replace('r="9"/>', 'r="9"></circle>'));
  });

  it.each(CORPUS)("removes everything dangerous from %s", (svg) => {
    const out = sanitizeSvg(svg) ?? "";
    expect(out).not.toMatch(/<script|foreignObject|<iframe|<style|<image|<animate|<set\b|\son\w+=|javascript:|data:|canary|url\((?!#)/i);
    expect(out).not.toMatch(/href="(?!#)/i);
  });

  it("keeps url(#…) and #fragment references, refuses non-SVG input", () => {
    expect(sanitizeSvg(wrap('<linearGradient id="g"></linearGradient><rect fill="url(#g)"/>'))).toContain('fill="url(#g)"');
    expect(sanitizeSvg("<p>not an svg</p>")).toBeUndefined();
    expect(sanitizeSvg("")).toBeUndefined();
    expect(sanitizeSvg(undefined)).toBeUndefined();
    expect(sanitizeSvg(`<svg>${"x".repeat(70_000)}</svg>`)).toBeUndefined();
  });
});

describe("siteIcons / inlineSvg", () => {
  it("sanitises every icon of the site once and keeps the critical flag", () => {
    const warnings: string[] = [];
    const icons = siteIcons(testSite(), (m) => warnings.push(m));
    expect([...icons.keys()]).toEqual(["mail", "menu"]);
    expect(icons.get("menu")?.critical).toBe(true);
    expect(icons.get("menu")?.svg).not.toMatch(/onload|script/);
  });

  it("marks inline icons decorative or labelled", () => {
    const svg = wrap('<path d="M1 1"></path>', ' aria-hidden="true" class="x"');
    expect(inlineSvg(svg, { className: "size-6" })).toBe(wrap('<path d="M1 1"></path>', ' class="size-6" aria-hidden="true" focusable="false"'));
    expect(inlineSvg(svg, { label: 'Menü "x"' })).toContain('role="img" aria-label="Menü &#34;x&#34;"');
  });
});

describe("sanitizeSvgReport", () => {
  it("lists the scripts, event handlers and foreign elements it removed, and nothing for a clean icon", async () => {
    const { sanitizeSvgReport } = await import("./sanitize-report.ts");
    const dirty = sanitizeSvgReport(
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" onload="alert(1)"><script>alert(2)</script><foreignObject><div>x</div></foreignObject><path d="M0 0h24" onclick="x()" onmouseover="y()"/></svg>`,
    );
    expect(dirty.svg).toBe(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M0 0h24"></path></svg>`);
    expect(dirty.removed).toEqual(
      expect.arrayContaining([
        { kind: "element", name: "script", count: 1 },
        { kind: "element", name: "foreignObject", count: 1 },
        { kind: "attribute", name: "onload", element: "svg", count: 1 },
        { kind: "attribute", name: "onclick", element: "path", count: 1 },
        { kind: "attribute", name: "onmouseover", element: "path", count: 1 },
      ]),
    );
    expect(dirty.removed).toHaveLength(5);
    expect(sanitizeSvgReport(`<svg viewBox="0 0 24 24"><path d="M0 0h24"/></svg>`).removed).toEqual([]);
    expect(sanitizeSvgReport("<p>no svg</p>").svg).toBeUndefined();
  });
});
