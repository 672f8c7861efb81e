import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { allowedContentUrl } from "./allowed-url.ts";
import { SSRF_PAYLOADS } from "../../../tests/support/lib/cms/ssrf-payloads.ts";

const APP = "baukasten";
const payloads = SSRF_PAYLOADS.map((p) => p.replaceAll("{app}", APP));

describe("allowedContentUrl", () => {
  it("accepts the exact list and item forms, with or without leading slash", () => {
    expect(allowedContentUrl("api/content/baukasten/pages", APP)?.path).toBe("api/content/baukasten/pages");
    expect(allowedContentUrl("/api/content/baukasten/text-styles", APP)?.schema).toBe("text-styles");
    const item = allowedContentUrl("api/content/baukasten/pages/0f8f-12ab", APP);
    expect(item).toMatchObject({ schema: "pages", id: "0f8f-12ab", path: "api/content/baukasten/pages/0f8f-12ab" });
  });

  it("keeps only allow-listed query keys, decoded once and re-encoded", () => {
    const r = allowedContentUrl("api/content/baukasten/pages?%24top=5&$skip=10&$filter=data/slug/iv eq 'home'&$orderby=created desc", APP);
    expect(r?.query.get("$top")).toBe("5");
    expect(r?.query.get("$filter")).toBe("data/slug/iv eq 'home'");
    expect(r?.path.startsWith("api/content/baukasten/pages?")).toBe(true);
    expect(new URL(`http://x/${r!.path}`).pathname).toBe("/api/content/baukasten/pages");
    expect(allowedContentUrl("api/content/baukasten/pages?q=" + encodeURIComponent(JSON.stringify({ take: 1 })), APP)?.query.get("q")).toBe('{"take":1}');
  });

  it(`refuses every one of ${payloads.length} SSRF and traversal payloads`, () => {
    expect(payloads.length).toBeGreaterThanOrEqual(60);
    for (const payload of payloads) expect(allowedContentUrl(payload, APP), JSON.stringify(payload)).toBeUndefined();
  });

  it("refuses non-strings", () => {
    for (const value of [undefined, null, 1, {}, [], ["api/content/baukasten/pages"]]) expect(allowedContentUrl(value, APP)).toBeUndefined();
  });

  it("lets generated strings pass only in the exact legitimate form", () => {
    const legit = /^\/?api\/content\/baukasten\/[a-z0-9]+(-[a-z0-9]+)*(\/[A-Za-z0-9_-]{1,100})?(\?.*)?$/;
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: "binary", maxLength: 80 }),
          fc.webUrl(),
          fc
            .tuple(
              fc.constantFrom("api/content/baukasten/", "/api/content/baukasten/", "api/content/", "http://x/api/content/baukasten/"),
              fc.string({ maxLength: 40 }),
            )
            .map(([a, b]) => a + b),
          fc
            .array(fc.constantFrom("api", "content", "baukasten", "pages", "..", ".", "%2e", "%2f", "/", "\\", "@", "?", "$top=1", "&", "#", "%25", "x-y"), {
              maxLength: 12,
            })
            .map((a) => a.join("")),
        ),
        (input) => {
          const r = allowedContentUrl(input, APP);
          if (!r) return true;
          // Whatever passes is a read path of this app, with no traversal, and stays one after URL parsing.
          expect(input).toMatch(legit);
          const parsed = new URL(`http://embedded/${r.path}`);
          expect(parsed.host).toBe("embedded");
          expect(parsed.pathname).toMatch(/^\/api\/content\/baukasten\/[a-z0-9-]+(\/[A-Za-z0-9_-]+)?$/);
          expect(r.path).not.toContain("..");
          return true;
        },
      ),
      { numRuns: 2000 },
    );
  });

  it("accepts generated legitimate paths", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9]{1,8}(-[a-z0-9]{1,8}){0,2}$/), fc.option(fc.stringMatching(/^[A-Za-z0-9_-]{1,36}$/)), (schema, id) => {
        fc.pre(!["graphql", "bulk", "query"].includes(schema));
        const url = `api/content/baukasten/${schema}${id ? `/${id}` : ""}`;
        expect(allowedContentUrl(url, APP)?.path).toBe(url);
      }),
    );
  });
});
