import { describe, expect, it } from "vitest";
import { site } from "../../../tests/support/lib/directory/directory-site.ts";
import { buildPageIndex } from "./pages.ts";
import { pagePayload, payloadFile } from "./payload.ts";

const theme = { id: "t1", data: { name: { iv: "Standard" }, colorMain: { iv: "#112233" } } };
const other = { id: "t2", data: { name: { iv: "Default" }, colorMain: { iv: "#445566" } } };
const sand = { id: "c1", data: { name: { iv: "Sand" }, hexcode: { iv: "#f3ede2" } } };
const block = { id: "b1", schemaName: "block-heading", schemaId: "s", fields: { text: { de: "Hallo", en: "Hello" } } };
const about = {
  id: "about",
  version: 3,
  data: {
    title: { de: "Über uns", en: "About us" },
    seo: { de: { seotitle: "Über uns | X", slug: "ueber-uns", description: "d" }, en: { seotitle: "About us | X", slug: "about", description: "e" } },
    themesettings: { iv: ["t1"] },
    backgroundColor: { iv: ["c1"] },
    blocks: { iv: [block] },
  },
};
const plain = { id: "plain", data: { title: { de: "P", en: "P" }, seo: { de: { slug: "p" }, en: { slug: "p" } }, blocks: { iv: "broken" } } };

describe("pagePayload", () => {
  const data = site({ pages: [about, plain], themes: [other, theme], colors: [sand], globalSettings: { id: "g", data: { defaultTheme: { iv: ["t2"] } } } });
  const index = buildPageIndex(data.pages, () => {});

  it("carries the page in one language with its block tree, theme, background and alternates", () => {
    const payload = pagePayload(data, index.byPath.get("/en/about")!, () => {});
    expect(payload).toEqual({
      id: "about",
      lang: "en",
      path: "/en/about",
      title: "About us | X",
      seo: { seotitle: "About us | X", slug: "about", description: "e" },
      blocks: [{ ...block, active: true }],
      theme: { id: "t1", data: theme.data },
      backgroundColor: { id: "c1", data: sand.data },
      alternates: { de: "/ueber-uns", en: "/en/about" },
      version: 3,
    });
  });

  it("falls back to the default theme, no background, and no blocks for a broken tree", () => {
    const warnings: string[] = [];
    const payload = pagePayload(data, index.byPath.get("/p")!, (m) => warnings.push(m));
    expect(payload.theme?.id).toBe("t2");
    expect(payload.backgroundColor).toBeNull();
    expect(payload.blocks).toEqual([]);
    expect(payload.title).toBe("P");
    expect(warnings).toHaveLength(1);
  });

  it("writes payloads beside each page's index.html", () => {
    expect(payloadFile("/")).toBe("_payload.json");
    expect(payloadFile("/en")).toBe("en/_payload.json");
    expect(payloadFile("/ueber-uns")).toBe("ueber-uns/_payload.json");
  });
});
