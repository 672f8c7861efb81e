import { describe, expect, it } from "vitest";
import type { Entity } from "../content/model.ts";
import { alternatesOf, buildPageIndex, findPageByPath, normaliseSlug, pageTitle, slugProblem } from "./pages.ts";

const seo = (slug: string, seotitle = "", description = "") => ({ seotitle, slug, description });
const page = (id: string, de: object | undefined, en: object | undefined, title = { de: `T ${id}`, en: `T ${id} en` }): Entity => ({
  id,
  data: { title, seo: { ...(de ? { de } : {}), ...(en ? { en } : {}) } },
});

const home = page("home", seo("", "Startseite | X"), seo("", "Home | X"));
const about = page("about", seo("ueber-uns", "Über uns | X"), seo("about", "About us | X"));

describe("buildPageIndex", () => {
  it("routes the home page to / and /en and other pages by their slug per language", () => {
    const index = buildPageIndex([home, about], () => {});
    expect(index.byId.get("home")!.paths).toEqual({ de: "/", en: "/en" });
    expect(index.byId.get("about")!.paths).toEqual({ de: "/ueber-uns", en: "/en/about" });
    expect(index.routes.map((r) => r.path)).toEqual(["/", "/en", "/ueber-uns", "/en/about"]);
  });

  it("gives the alternates of a page in every language", () => {
    const index = buildPageIndex([about], () => {});
    expect(alternatesOf(index.byId.get("about")!)).toEqual({ de: "/ueber-uns", en: "/en/about" });
  });

  it("finds pages by path, with or without a trailing slash", () => {
    const index = buildPageIndex([home, about], () => {});
    expect(findPageByPath(index, "/en/about/")).toMatchObject({ lang: "en", page: { id: "about" } });
    expect(findPageByPath(index, "/ueber-uns")).toMatchObject({ lang: "de" });
    expect(findPageByPath(index, "/")).toMatchObject({ lang: "de", page: { id: "home" } });
    expect(findPageByPath(index, "/en")).toMatchObject({ lang: "en", page: { id: "home" } });
    expect(findPageByPath(index, "/about")).toBeUndefined();
  });

  it("warns about a duplicate path and keeps the first page", () => {
    const warnings: string[] = [];
    const twin = page("twin", seo("ueber-uns"), seo("about-2"));
    const index = buildPageIndex([about, twin], (m) => warnings.push(m));
    expect(findPageByPath(index, "/ueber-uns")!.page.id).toBe("about");
    expect(findPageByPath(index, "/en/about-2")!.page.id).toBe("twin");
    expect(index.byId.get("twin")!.langs).toEqual(["en"]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/twin.*\/ueber-uns.*about/);
  });

  it("never routes a page onto a reserved segment or an invalid slug", () => {
    const warnings: string[] = [];
    const bad = [page("p1", seo("practitioners/x"), seo("weekly-challenge/x")), page("p2", seo("de"), seo("login")), page("p3", seo("api"), seo("Hä llo"))];
    const index = buildPageIndex(bad, (m) => warnings.push(m));
    expect(index.routes).toEqual([]);
    expect(warnings).toHaveLength(6);
  });

  it("says in the warning why a slug is not routed", () => {
    const warnings: string[] = [];
    buildPageIndex([page("p", seo("manage/x"), seo("present/x")), page("q", seo("Hä llo"), seo("ok"))], (m) => warnings.push(m));
    expect(warnings).toEqual([
      'page p (T p): slug "manage/x" starts with the reserved segment "manage"; not routed in de',
      'page p (T p en): slug "present/x" lies under "/present/", which belongs to detail pages; not routed in en',
      'page q (T q): slug "hä llo" has characters other than a-z, 0-9, - and /; not routed in de',
    ]);
  });

  it("allows a page at a detail segment itself (/newsletter beside /newsletter/:email)", () => {
    const index = buildPageIndex([page("n", seo("newsletter"), seo("newsletter"))], () => {});
    expect(index.byId.get("n")!.paths).toEqual({ de: "/newsletter", en: "/en/newsletter" });
  });

  it("skips a language without a slug instead of making the page a second home", () => {
    const warnings: string[] = [];
    const index = buildPageIndex([page("x", { seotitle: "X" }, seo("x"))], (m) => warnings.push(m));
    expect(index.byId.get("x")!.paths).toEqual({ en: "/en/x" });
    expect(warnings[0]).toMatch(/no seo\.de\.slug/);
  });
});

describe("slugs and titles", () => {
  it("normalises slugs", () => {
    expect(normaliseSlug(" /Ueber-Uns/ ")).toBe("ueber-uns");
    expect(normaliseSlug(3)).toBeUndefined();
    expect(slugProblem("")).toBeUndefined();
    expect(slugProblem("a/b-c")).toBeUndefined();
    expect(slugProblem("a b")).toBeDefined();
    expect(slugProblem("a b")).toEqual({ code: "invalid" });
    expect(slugProblem("api/x")).toEqual({ code: "reserved", segment: "api" });
    expect(slugProblem("newsletter/x")).toEqual({ code: "detail", segment: "newsletter" });
  });

  it("uses seo.seotitle as the title, falling back to the page title", () => {
    expect(pageTitle(about, "en")).toBe("About us | X");
    expect(pageTitle(page("y", seo("y"), seo("y")), "de")).toBe("T y");
    expect(pageTitle({ id: "z", data: {} }, "de", "Site")).toBe("Site");
  });
});
