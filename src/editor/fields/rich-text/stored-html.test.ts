import { describe, expect, it } from "vitest";
import { storedHtml } from "./stored-html.ts";

describe("storedHtml", () => {
  it("keeps what the editor makes: paragraphs, bold, italic, headings, lists, quotes and safe links", () => {
    const html =
      '<h2>Kurse</h2><p>Mit <strong>Herz</strong> und <em>Hand</em>, <a href="/kurse">alle Kurse</a>.</p><ul><li><p>Yoga</p></li></ul><ol><li><p>Eins</p></li></ol><blockquote><p>Zitat</p></blockquote>';
    expect(storedHtml(html)).toBe(html);
  });

  it("drops scripts, event handlers and javascript: links before anything is saved", () => {
    const out = storedHtml(
      '<p>Hallo<script>alert(1)</script></p><p><img src=x onerror="alert(1)">Bild</p><p><a href="javascript:alert(1)">klick</a> <a href="/ok" onclick="alert(1)">ok</a></p>',
    );
    expect(out).toBe('<p>Hallo</p><p>Bild</p><p>klick <a href="/ok">ok</a></p>');
    expect(out).not.toMatch(/script|onerror|onclick|javascript:/i);
  });

  it("gives external links rel=noopener and drops the editor's target", () => {
    const out = storedHtml('<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://example.org">x</a></p>');
    expect(out).toMatch(/^<p><a [^>]+>x<\/a><\/p>$/);
    expect(out).toContain('href="https://example.org"');
    expect(out).toContain('rel="noopener noreferrer"');
    expect(out).not.toContain("target");
  });

  it("drops empty paragraphs at the end and stores an emptied editor as no text at all", () => {
    expect(storedHtml("<ul><li><p>a</p></li></ul><p></p>")).toBe("<ul><li><p>a</p></li></ul>");
    expect(storedHtml("<p>a</p><p></p><p>b</p>")).toBe("<p>a</p><p></p><p>b</p>");
    expect(storedHtml("<p></p>")).toBe("");
    expect(storedHtml("<p><br></p><p> </p>")).toBe("");
    expect(storedHtml("<p>a</p>")).toBe("<p>a</p>");
  });
});
