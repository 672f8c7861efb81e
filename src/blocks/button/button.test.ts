import { describe, expect, it } from "vitest";
import { blockOf, iv, l, renderView, testCtx } from "../../../tests/support/blocks/site-snapshot.ts";
import ButtonView from "./View.tsx";

describe("button block", () => {
  it("renders a link with the label in the page language", () => {
    const block = blockOf("block-button", { label: l("Trainer finden", "Find a coach"), href: l("/verzeichnis", "/en/directory") });
    expect(renderView(ButtonView, block, testCtx({ lang: "de" }))).toMatch(/<a href="\/verzeichnis"[^>]*>Trainer finden<\/a>/);
    expect(renderView(ButtonView, block, testCtx({ lang: "en" }))).toMatch(/<a href="\/en\/directory"[^>]*>Find a coach<\/a>/);
  });

  it("renders a stored bare domain at its https address, as the builder's link field completes it", () => {
    const html = renderView(ButtonView, blockOf("block-button", { label: iv("Beispiel"), href: iv("www.example.org/x") }), testCtx());
    expect(html).toMatch(/<a href="https:\/\/www\.example\.org\/x"[^>]*rel="noopener noreferrer"[^>]*>Beispiel<\/a>/);
  });

  it.each(["javascript:alert(1)", "data:text/html,x", "//evil.example", "http://plain.example"])("renders %s as plain text", (href) => {
    const ctx = testCtx();
    const html = renderView(ButtonView, blockOf("block-button", { label: l("Klick", "Click"), href: iv(href) }), ctx);
    expect(html).toBe('<span class="block-button">Klick</span>');
    expect(ctx.warnings).toHaveLength(1);
  });

  it("marks external and new-tab links noopener and inlines a sanitised icon", () => {
    const html = renderView(
      ButtonView,
      blockOf("block-button", { label: l("Ext", "Ext"), href: iv("https://ex.example"), icon: iv("menu"), newTab: iv(true) }),
      testCtx(),
    );
    expect(html).toContain('target="_blank" rel="noopener noreferrer"');
    expect(html).toContain("<svg");
    expect(html).toContain('aria-hidden="true"');
    expect(html).not.toMatch(/onload|<script/);
  });

  it("draws outlined and text buttons in the headings' colour, readable on a painted section, and a filled one in white on the main colour", () => {
    const ctx = testCtx();
    for (const variant of ["secondary", "ghost", "link"]) {
      const html = renderView(ButtonView, blockOf("block-button", { label: iv("Los"), href: iv("/x"), variant: iv(variant) }), ctx);
      expect(html).toContain('style="color:var(--surface-heading, #1f3d33)"');
    }
    const primary = renderView(ButtonView, blockOf("block-button", { label: iv("Los"), href: iv("/x"), variant: iv("primary") }), ctx);
    expect(primary).not.toContain("style=");
    expect(primary).toContain("bg-main");
  });

  it("allows mailto: and tel:", () => {
    expect(renderView(ButtonView, blockOf("block-button", { label: iv("M"), href: iv("mailto:a@b.example") }), testCtx())).toContain(
      'href="mailto:a@b.example"',
    );
    expect(renderView(ButtonView, blockOf("block-button", { label: iv("T"), href: iv("tel:+49301234") }), testCtx())).toContain('href="tel:+49301234"');
  });
});
