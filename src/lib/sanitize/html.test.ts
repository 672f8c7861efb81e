import fc from "fast-check";
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { sanitizeHtml, sanitizeUncached } from "./html.ts";

/** Hand-made XSS payloads in the spirit of the wfuzz XSS list. */
const XSS = [
  "<script>alert(1)</script>",
  "<SCRIPT SRC=//canary.example/x.js></SCRIPT>",
  '<img src=x onerror="alert(1)">',
  "<svg/onload=alert(1)>",
  "<svg><script>alert(1)</script></svg>",
  "<body onload=alert(1)>",
  '<iframe src="javascript:alert(1)"></iframe>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href=" jav&#x09;ascript:alert(1)">x</a>',
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="//canary.example">x</a>',
  '<p style="background:url(//canary.example)">x</p>',
  '<div onmouseover="alert(1)">x</div>',
  "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
  '<form action="javascript:alert(1)"><button>x</button></form>',
  "<object data=javascript:alert(1)>",
  "<embed src=javascript:alert(1)>",
  "<input onfocus=alert(1) autofocus>",
  "<details open ontoggle=alert(1)>",
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  "<style>@import 'https://canary.example/x.css';</style>",
  '<a href="https://ok.example" onclick="alert(1)">ok</a>',
  '<p>"><script>alert(1)</script></p>',
  '<base href="https://canary.example/">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<h2 class="fixed inset-0 z-[9999]">redress</h2>',
];

const doc = new JSDOM("<!doctype html><body></body>").window.document;

function assertInert(html: string) {
  doc.body.innerHTML = html;
  expect(doc.querySelectorAll("script, style, iframe, object, embed, img, svg, form, base, meta").length).toBe(0);
  for (const el of doc.body.querySelectorAll("*")) {
    for (const attr of el.attributes) {
      expect(attr.name).toMatch(/^(href|rel)$/);
    }
    const href = el.getAttribute("href");
    if (href !== null) expect(href).toMatch(/^(\/(?!\/)|#|\?|https:|mailto:|tel:)/);
  }
}

describe("sanitizeHtml", () => {
  it("keeps the rich-text subset", () => {
    const html =
      '<h2>T</h2><p>A <strong>b</strong> <em>c</em><br><a href="/x">in</a></p><ul><li>1</li></ul><ol><li>2</li></ol><blockquote><p>q</p></blockquote><h3>3</h3><h4>4</h4>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it("adds rel=noopener to external links and unwraps unsafe ones to their text", () => {
    expect(sanitizeHtml('<a href="https://ex.example" target="_blank">x</a>')).toBe('<a href="https://ex.example" rel="noopener noreferrer">x</a>');
    expect(sanitizeHtml('<p><a href="javascript:alert(1)">click</a></p>')).toBe("<p>click</p>");
    expect(sanitizeHtml('<a href="mailto:a@b.example">m</a>')).toBe('<a href="mailto:a@b.example">m</a>');
  });

  it("drops other tags but keeps their text; h1 and classes do not survive", () => {
    expect(sanitizeHtml('<h1 class="x">Title</h1><div><span>t</span></div>')).toBe("Title<span>t</span>".replace("<span>t</span>", "t"));
  });

  it.each(XSS)("neutralises %s", (payload) => {
    const out = sanitizeHtml(payload);
    assertInert(out);
    expect(out).not.toMatch(/javascript:|onerror|onload|onclick|<script/i);
  });

  it("returns '' for non-strings", () => {
    expect(sanitizeHtml(undefined)).toBe("");
    expect(sanitizeHtml(42)).toBe("");
  });

  it("is idempotent and never yields scripts or on* attributes (property)", () => {
    const tag = fc.constantFrom(
      "p",
      "h2",
      "h1",
      "a",
      "script",
      "img",
      "svg",
      "strong",
      "em",
      "ul",
      "li",
      "div",
      "blockquote",
      "br",
      "style",
      "iframe",
      "table",
      "td",
    );
    const attr = fc.constantFrom(
      ' href="javascript:alert(1)"',
      ' href="/x"',
      ' href="https://e.example"',
      " onclick=alert(1)",
      ' style="x"',
      " src=x onerror=alert(1)",
      "",
    );
    const piece = fc.oneof(
      fc.string(),
      fc.tuple(tag, attr, fc.string({ maxLength: 8 })).map(([t, a, s]) => `<${t}${a}>${s}</${t}>`),
      fc.tuple(tag, attr).map(([t, a]) => `<${t}${a}>`),
    );
    fc.assert(
      fc.property(
        fc.array(piece, { maxLength: 8 }).map((parts) => parts.join("")),
        (input) => {
          const once = sanitizeHtml(input);
          expect(sanitizeHtml(once)).toBe(once);
          assertInert(once);
        },
      ),
      { numRuns: 300 },
    );
  }, 30_000);
});

/** The full sanitiser run to its fixed point, as sanitizeHtml does without the fast path. */
function fullFixedPoint(input: string): string {
  let out = sanitizeUncached(input);
  for (let pass = 0; pass < 3; pass++) {
    const again = sanitizeUncached(out);
    if (again === out) break;
    out = again;
  }
  return out;
}

describe("sanitizeHtml fast path and memo", () => {
  it("returns exactly what the full sanitiser returns", () => {
    const samples = [
      "<p>a</p>",
      "<p>a <strong>b</strong> c</p>\n<h2>x</h2>",
      "<p><em>x</em><strong>y</strong></p>",
      "<p>a",
      "<p>a</p>x",
      "<p><strong>a</em></p>",
      "<p>a\u00a0b</p>",
      "<h1>x</h1>",
      "<p>a</p><p>b</p>",
      "<p><strong><em>a</em></strong></p>",
      "<p>\"q\" 'x' &amp; y</p>",
      "<h3>t</h3><h4>u</h4>",
      "<p>a\r\nb</p>",
      "<p></p>",
      '<p><a href="javascript:x">t</a></p>',
    ];
    for (const s of samples) {
      expect(sanitizeHtml(s)).toBe(fullFixedPoint(s));
      expect(sanitizeHtml(s)).toBe(fullFixedPoint(s)); // memoised
    }
  });

  it("agrees with the full sanitiser on generated text blocks (property)", () => {
    const text = fc.string({ unit: fc.constantFrom("a", " ", "<", ">", "&", "\u00a0", '"', "\n", "ü"), maxLength: 12 });
    const inline = fc.oneof(
      text,
      text.map((t) => `<strong>${t}</strong>`),
      text.map((t) => `<em>${t}</em>`),
    );
    const block = fc
      .tuple(fc.constantFrom("p", "h2", "h3", "h4"), fc.array(inline, { maxLength: 3 }))
      .map(([tag, parts]) => `<${tag}>${parts.join("")}</${tag}>`);
    fc.assert(
      fc.property(fc.array(block, { minLength: 1, maxLength: 3 }), (blocks) => {
        const html = blocks.join("\n");
        expect(sanitizeHtml(html)).toBe(fullFixedPoint(html));
      }),
      { numRuns: 300 },
    );
  }, 30_000);
});
