import { describe, expect, it } from "vitest";
import { pageFacts, pageState } from "./page-facts.ts";

const at = "2026-03-01T10:00:00Z";
const time = Date.parse(at);

describe("pageState", () => {
  it("is draft for anything not published", () => {
    expect(pageState({ status: "Draft", lastModified: at }, time - 1000)).toBe("draft");
    expect(pageState({ status: "Archived", lastModified: at }, undefined)).toBe("draft");
  });

  it("is changed for a published page changed after the live build began, or with a pending draft", () => {
    expect(pageState({ status: "Published", lastModified: at }, time - 1)).toBe("changed");
    expect(pageState({ status: "Published", lastModified: at }, time)).toBe("published");
    expect(pageState({ status: "Published", newStatus: "Draft", lastModified: at }, time + 1000)).toBe("changed");
    expect(pageState({ status: "Published", lastModified: at }, undefined)).toBe("published");
  });
});

describe("pageFacts", () => {
  it("reads titles, slugs and paths per language, marks the home page and leaves unroutable slugs without a path", () => {
    const facts = pageFacts({
      id: "p1",
      status: "Draft",
      version: 3,
      data: { title: { de: "Startseite", en: "Home" }, seo: { de: { slug: "", seotitle: "Atemraum", description: "Hallo" }, en: { slug: "manage" } } },
    });
    expect(facts.home).toBe(true);
    expect(facts.langs.de).toEqual({ title: "Startseite", slug: "", path: "/", seotitle: "Atemraum", description: "Hallo", image: "" });
    expect(facts.langs.en.slug).toBe("manage");
    expect(facts.langs.en.path).toBeUndefined();
    expect(facts.state).toBe("draft");
  });

  it("routes a language without its own SEO object at the German slug, as the site does", () => {
    const facts = pageFacts({ id: "p2", status: "Published", version: 0, data: { title: { de: "Über uns" }, seo: { de: { slug: "ueber-uns" } } } });
    expect(facts.langs.en.path).toBe("/en/ueber-uns");
  });
});
