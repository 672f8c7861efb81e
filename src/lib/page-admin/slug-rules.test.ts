import { describe, expect, it } from "vitest";
import type { PageItem } from "./page-store.ts";
import { freeSlug, slugCheck, slugFromInput } from "./slug-rules.ts";

const page = (id: string, de: string, en?: string, title = id): PageItem => ({
  id,
  status: "Published",
  version: 0,
  data: { title: { de: title, en: title }, seo: { de: { slug: de }, ...(en === undefined ? {} : { en: { slug: en } }) } },
});

describe("slugFromInput", () => {
  it("applies the slug rule per segment and keeps subpages", () => {
    expect(slugFromInput("Über uns")).toBe("ueber-uns");
    expect(slugFromInput("  Über uns / Team Süd ")).toBe("ueber-uns/team-sued");
    expect(slugFromInput("/kontakt/")).toBe("kontakt");
  });

  it("reads a lone slash as the home page and refuses input without slug characters", () => {
    expect(slugFromInput("/")).toBe("");
    expect(slugFromInput("!!!")).toBeUndefined();
    expect(slugFromInput("gut/!!!")).toBeUndefined();
  });
});

describe("slugCheck", () => {
  const pages = [page("home", ""), page("about", "ueber-uns", "about", "Über uns"), page("de-only", "nur-deutsch")];

  it("refuses reserved first segments and paths below detail routes", () => {
    expect(slugCheck("manage", "de", pages)).toEqual({ code: "reserved", segment: "manage" });
    expect(slugCheck("en/about", "de", pages)).toEqual({ code: "reserved", segment: "en" });
    expect(slugCheck("api", "en", pages)).toEqual({ code: "reserved", segment: "api" });
    expect(slugCheck("practitioners/anna", "de", pages)).toEqual({ code: "detail", segment: "practitioners" });
    expect(slugCheck("practitioners", "de", pages)).toBeUndefined();
  });

  it("refuses a slug another page has in the same language, naming it; the page itself may keep it", () => {
    expect(slugCheck("ueber-uns", "de", pages)).toEqual({ code: "taken", slug: "ueber-uns", page: { id: "about", title: "Über uns" } });
    expect(slugCheck("ueber-uns", "de", pages, "about")).toBeUndefined();
    // Another language is another path: /ueber-uns and /en/ueber-uns do not collide.
    expect(slugCheck("ueber-uns", "en", pages)).toBeUndefined();
    expect(slugCheck("", "de", pages)?.code).toBe("taken");
  });

  it("counts the language fallback: a page without an English slug is routed at its German one", () => {
    expect(slugCheck("nur-deutsch", "en", pages)?.code).toBe("taken");
  });

  it("refuses a stored slug with characters the routing does not allow, after the other pages' slugs", () => {
    const stored = [...pages, page("odd", "hä llo")];
    expect(slugCheck("hä llo", "de", pages)).toEqual({ code: "invalid" });
    expect(slugCheck("hä llo", "de", stored)?.code).toBe("taken");
    expect(slugCheck("api/hä llo", "de", stored)).toEqual({ code: "reserved", segment: "api" });
  });

  it("refuses slugs past the length limit", () => {
    expect(slugCheck("a".repeat(201), "de", pages)).toEqual({ code: "long" });
  });
});

describe("freeSlug", () => {
  const pages = [page("a", "ueber-uns", "about"), page("b", "ueber-uns-kopie", "about-copy"), page("c", "ueber-uns-kopie-2", "x")];

  it("adds the suffix and counts up until no page has the slug", () => {
    expect(freeSlug("ueber-uns", "kopie", "de", pages)).toBe("ueber-uns-kopie-3");
    expect(freeSlug("about", "copy", "en", pages)).toBe("about-copy-2");
    expect(freeSlug("kontakt", "kopie", "de", pages)).toBe("kontakt-kopie");
  });

  it("without a suffix keeps a free base and counts from -2 otherwise", () => {
    expect(freeSlug("kontakt", undefined, "de", pages)).toBe("kontakt");
    expect(freeSlug("ueber-uns", undefined, "de", pages)).toBe("ueber-uns-2");
  });

  it("starts from the fallback for the home page and for slugs the rules refuse", () => {
    expect(freeSlug("", "kopie", "de", pages)).toBe("seite-kopie");
    expect(freeSlug("api/x", "kopie", "de", pages)).toBe("seite-kopie");
  });

  it("keeps a stored slug with characters the routing does not allow and counts from it", () => {
    expect(freeSlug("hä llo", "kopie", "de", pages)).toBe("hä llo-kopie");
    expect(freeSlug("hä llo", undefined, "de", [...pages, page("odd", "hä llo")])).toBe("hä llo-2");
  });
});
