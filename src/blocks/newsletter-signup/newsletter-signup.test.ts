import { describe, expect, it } from "vitest";
import { blockOf, renderView, testCtx } from "../../../tests/support/blocks/site-snapshot.ts";
import View from "./View.tsx";

const block = (fields = {}) =>
  blockOf("block-newsletter-signup", {
    title: { de: "Jetzt anmelden", en: "Sign up now" },
    intro: { de: "<p>Einmal im Monat.<script>x()</script></p>", en: "<p>Once a month.</p>" },
    ...fields,
  });

describe("newsletter-signup view", () => {
  it("renders a plain form that posts to the signup address, with the honeypot and no stamp, in German", () => {
    const html = renderView(View, block({ buttonLabel: { de: "Abonnieren" } }), testCtx({ lang: "de" }));
    expect(html).toContain('<h2 class="text-2xl font-bold">Jetzt anmelden</h2>');
    expect(html).toContain("<p>Einmal im Monat.</p>");
    expect(html).not.toContain("<script");
    const form = /<form [^>]*>/.exec(html)![0];
    // HTML attribute names are case-insensitive: React writes some in their DOM spelling.
    expect(form).toMatch(/ novalidate=""/i);
    expect(form).toContain(' action="/api/newsletter/signup"');
    expect(form).toContain(' method="post"');
    expect(html).toMatch(/<label for="newsletter-b\d+-email"[^>]*>E-Mail-Adresse<\/label>/);
    expect(html).toContain(">Name (freiwillig)</label>");
    expect(html).toContain('name="lang" value="de"');
    expect(html).toContain('name="website"');
    expect(html).toContain('tabindex="-1"');
    // A prerendered page cannot carry a fresh stamp: the server asks for a second send instead.
    expect(html).not.toContain('name="formStamp"');
    expect(html).toContain(">Abonnieren</button>");
  });

  it("falls back to the default button label, in English", () => {
    const html = renderView(View, block(), testCtx({ lang: "en" }));
    expect(html).toContain(">E-mail address</label>");
    expect(html).toContain(">Name (optional)</label>");
    expect(html).toContain('name="lang" value="en"');
    expect(html).toContain(">Sign up</button>");
  });
});
