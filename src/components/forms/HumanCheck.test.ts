import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { HumanCheck } from "./HumanCheck.tsx";

describe("HumanCheck", () => {
  it("hides the honeypot from people, assistive technology and the tab order, and carries the stamp", () => {
    const html = renderToStaticMarkup(createElement(HumanCheck, { lang: "en", stamp: "1764244800000.abc" }));
    expect(html).toMatch(/<div aria-hidden="true" class="absolute -left-\[10000px\][^"]*">/);
    expect(html).toContain("Please leave this field empty");
    const honeypot = /<input id="website-field"[^>]*>/.exec(html)?.[0] ?? "";
    for (const attribute of ['type="text"', 'name="website"', 'tabindex="-1"', 'value=""']) expect(honeypot).toContain(attribute);
    expect(honeypot.toLowerCase()).toContain('autocomplete="off"');
    expect(html).toContain('<input type="hidden" name="formStamp" value="1764244800000.abc"/>');
  });

  it("leaves the stamp out when there is none to give", () => {
    const html = renderToStaticMarkup(createElement(HumanCheck, { lang: "de" }));
    expect(html).toContain("Dieses Feld bitte leer lassen");
    expect(html).not.toContain("formStamp");
  });
});

describe("the booking island's HumanCheck (Preact)", () => {
  it("renders the same hidden fields as the React forms'", async () => {
    const { h } = await import("preact");
    const { renderToString } = await import("preact-render-to-string");
    const { HumanCheck: BookingHumanCheck } = await import("../booking/HumanCheck.tsx");
    for (const props of [{ lang: "en", stamp: "1764244800000.abc" }, { lang: "de" }] as const) {
      const react = renderToStaticMarkup(createElement(HumanCheck, props));
      const preact = renderToString(h(BookingHumanCheck, props));
      // Compared as a browser reads them: attribute names without case, in any order, `value` as `value=""`.
      const normal = (html: string) =>
        html.replace(/<(\w+)([^>]*?)\s*\/?>/g, (_, tag: string, attrs: string) => {
          const list = [...attrs.matchAll(/([\w-]+)(?:="([^"]*)")?/g)].map(([, name, value]) => `${name!.toLowerCase()}="${value ?? ""}"`);
          return `<${tag} ${list.sort().join(" ")}>`;
        });
      expect(normal(preact)).toBe(normal(react));
    }
  });
});
