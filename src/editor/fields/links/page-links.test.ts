import { describe, expect, it } from "vitest";
import { pageLink } from "./page-links.ts";

describe("pageLink", () => {
  it("names a page in both languages with its path in each, the German slug standing in for a missing English one", () => {
    expect(pageLink({ id: "a", data: { title: { de: "Über uns", en: "About" }, seo: { de: { slug: "ueber-uns" }, en: { slug: "about" } } } })).toEqual({
      id: "a",
      titles: { de: "Über uns", en: "About" },
      paths: { de: "/ueber-uns", en: "/en/about" },
    });
    expect(pageLink({ id: "h", data: { title: { de: "Start" }, seo: { de: { slug: "" } } } }).paths).toEqual({ de: "/", en: "/en" });
    expect(pageLink({ id: "x", data: {} })).toEqual({ id: "x", titles: { de: "x", en: "x" }, paths: {} });
  });
});
