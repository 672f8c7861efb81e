import { describe, expect, it } from "vitest";
import { withSlugs } from "./with-slugs.ts";

describe("withSlugs", () => {
  const data = {
    title: { de: "Über uns", en: "About us" },
    seo: { de: { seotitle: "Über uns | X", slug: "ueber-uns", description: "Wer wir sind" }, en: { seotitle: "About | X", slug: "about" } },
  };

  it("replaces the slug of each given language and keeps the rest of its SEO object and the other fields", () => {
    expect(withSlugs(data, { en: "about-us" })).toEqual({
      title: data.title,
      seo: { de: data.seo.de, en: { seotitle: "About | X", slug: "about-us" } },
    });
    expect(withSlugs(data, { de: "wir", en: "us" }).seo).toEqual({
      de: { seotitle: "Über uns | X", slug: "wir", description: "Wer wir sind" },
      en: { seotitle: "About | X", slug: "us" },
    });
  });

  it("starts a language without its own SEO object from the fallback's, and one without any from nothing", () => {
    expect(withSlugs({ seo: { de: { seotitle: "T", slug: "a" } } }, { en: "b" }).seo).toEqual({
      de: { seotitle: "T", slug: "a" },
      en: { seotitle: "T", slug: "b" },
    });
    expect(withSlugs({ title: { de: "T" } }, { de: "t" }).seo).toEqual({ de: { slug: "t" } });
  });

  it("leaves the given data as it was", () => {
    const before = structuredClone(data);
    withSlugs(data, { de: "neu", en: "new" });
    expect(data).toEqual(before);
  });
});
