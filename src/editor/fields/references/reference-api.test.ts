import { afterEach, describe, expect, it, vi } from "vitest";
import { referencesByIds, searchReferences } from "./reference-api.ts";
import type { SchemaInfo } from "./schemas-api.ts";

afterEach(() => vi.unstubAllGlobals());

const schema = (id: string, name: string): SchemaInfo => ({ id, name, type: "Default", fields: [{ name: "title", properties: { fieldType: "String" } }] });

describe("searchReferences", () => {
  it("searches every referenced schema through the proxy and names the items in the builder's language", async () => {
    const fetch = vi.fn(async (url: string) =>
      Response.json({
        items: url.includes("/news") ? [{ id: "n1", data: { title: { de: "Neu", en: "New" } } }] : [{ id: "e1", data: { title: { iv: "Fest" } } }],
      }),
    );
    vi.stubGlobal("fetch", fetch);
    const found = await searchReferences("site", [schema("a", "news"), schema("b", "events")], " neu ", "en");
    expect(found).toEqual([
      { id: "n1", name: "New", schema: "news" },
      { id: "e1", name: "Fest", schema: "events" },
    ]);
    const urls = fetch.mock.calls.map(([url]) => new URL(url, "http://x"));
    expect(urls.map((url) => url.pathname)).toEqual(["/cms/api/content/site/news", "/cms/api/content/site/events"]);
    expect(Object.fromEntries(urls[0]!.searchParams)).toEqual({ $top: "20", $search: "neu" });
  });

  it("lists the first items without a search, and throws when the service fails", async () => {
    const fetch = vi.fn(async () => Response.json({ items: [] }));
    vi.stubGlobal("fetch", fetch);
    await searchReferences("site", [schema("a", "news")], "", "de");
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toBe("/cms/api/content/site/news?%24top=20");
    vi.stubGlobal("fetch", async () => new Response(null, { status: 403 }));
    await expect(searchReferences("site", [schema("a", "news")], "x", "de")).rejects.toThrow(/403/);
  });
});

describe("referencesByIds", () => {
  it("asks for the ids only when there are some", async () => {
    const fetch = vi.fn(async () => Response.json({ items: [{ id: "n1", data: {} }] }));
    vi.stubGlobal("fetch", fetch);
    expect(await referencesByIds("site", [schema("a", "news")], [], "de")).toEqual([]);
    expect(fetch).not.toHaveBeenCalled();
    expect(await referencesByIds("site", [schema("a", "news")], ["n1"], "de")).toEqual([{ id: "n1", name: "n1", schema: "news" }]);
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toContain("ids=n1");
  });
});
