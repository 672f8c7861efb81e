import { JSDOM } from "jsdom";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Entity, SiteData } from "../../lib/content/model.ts";
import { site as emptySite } from "../../../tests/support/lib/directory/directory-site.ts";
import { HttpError } from "../../lib/errors/http-error.ts";
import { errorResponse, type ErrorScreen } from "../../lib/errors/respond.ts";
import { errorScreenBody, errorScreenHtml } from "./error-screen.tsx";
import { SiteFooter } from "./SiteFooter.tsx";
import { SiteHeader } from "./SiteHeader.tsx";

const iv = <T>(value: T) => ({ iv: value });
const page = (id: string, title: [string, string], de: string, en: string): Entity => ({
  id,
  data: {
    title: { de: title[0], en: title[1] },
    seo: { de: { seotitle: title[0], slug: de, description: "" }, en: { seotitle: title[1], slug: en, description: "" } },
  },
});

/** A site with a name, a main and a footer navigation, a theme and its fonts. */
function chromeSite(): SiteData {
  return emptySite({
    pages: [
      page("home", ["Start", "Home"], "", ""),
      page("about", ["Über uns", "About us"], "ueber-uns", "about"),
      page("imprint", ["Impressum", "Imprint"], "impressum", "imprint"),
    ],
    themes: [{ id: "theme-1", data: { colorMain: iv("#123456") } }],
    fonts: [
      {
        id: "f1",
        data: { mission: iv("main"), font: iv({ name: "Lora", weight: 700, style: "normal", url: "/fonts/lora-latin-700-normal.woff2", type: "woff2" }) },
      },
    ],
    globalSettings: { id: "g", data: { siteName: { de: "Atemraum DE", en: "Atemraum EN" }, mainNavigation: iv(["about"]), footerNavigation: iv(["imprint"]) } },
  });
}

const textOf = (html: string, selector: string) => [...new JSDOM(html).window.document.querySelectorAll(selector)].map((e) => e.textContent!.trim());

/** The site data the middleware hands the error screen (the services' copy). */
const site = async () => chromeSite();
/** The screen as the middleware renders it. */
const screenHtml = (screen: ErrorScreen) => errorScreenBody(screen, site);

describe("HTML error screen", () => {
  const quiet = console.error;
  afterEach(() => void (console.error = quiet));

  it("shows status, title, message and description in the page language, inside the site's header and footer", async () => {
    console.error = () => {};
    const en = await errorResponse(new Error("boom"), { json: false, lang: "en", html: screenHtml }).text();
    const de = await errorResponse(new Error("boom"), { json: false, lang: "de", html: screenHtml }).text();
    expect(en).toContain('<html lang="en" class="wf">');
    expect(textOf(en, "main p")[0]).toBe("Error 500");
    expect(textOf(en, "main h1")).toEqual(["Internal Server Error"]);
    expect(en).toContain("Please try again later");
    expect(en).not.toContain("boom");
    expect(textOf(en, "header nav a")).toEqual(["About us", "Deutsch", "English"]);
    expect(textOf(en, "header > div > a")).toEqual(["Atemraum EN"]);
    // The admin link is there for every page; the stylesheet shows it to editors in place of the login.
    expect(textOf(en, "footer a")).toEqual(["Imprint", "Log in", "Admin"]);
    expect(textOf(de, "footer a")).toEqual(["Impressum", "Anmelden", "Verwaltung"]);
    expect(textOf(de, "main p")[0]).toBe("Fehler 500");
    expect(textOf(de, "main a")).toEqual(["Zur Startseite"]);
    expect(textOf(de, "header nav a")).toEqual(["Über uns", "Deutsch", "English"]);
    expect(textOf(de, "summary")).toEqual(["Menü"]);
  });

  it("has the visitor pages' header and footer, with each language's home in the switcher", () => {
    const html = errorScreenHtml({ status: 404, title: "Not found", message: "x", lang: "en" }, { site: chromeSite() });
    expect(html).toContain(renderToStaticMarkup(createElement(SiteHeader, { lang: "en", site: chromeSite() })));
    expect(html).toContain(renderToStaticMarkup(createElement(SiteFooter, { lang: "en", site: chromeSite() })));
    const links = [...new JSDOM(html).window.document.querySelectorAll("header nav[aria-label] a[hreflang]")].map((a) => a.getAttribute("href"));
    expect(links).toEqual(["/", "/en"]);
  });

  it("uses the site's theme, fonts and stylesheet, and no script", () => {
    const html = errorScreenHtml({ status: 404, title: "Nicht gefunden", message: "x", lang: "de" }, { site: chromeSite() });
    expect(html).toContain("--theme-main:#123456");
    expect(html).toContain('@font-face{font-family:"Lora"');
    // No script waits for a first frame here: the web fonts apply at once.
    expect(html).toContain('<html lang="de" class="wf">');
    expect(html).not.toContain("<script");
  });

  it("escapes what it shows and leaves 4xx without the retry description", async () => {
    const html = await errorResponse(new HttpError("Forbidden"), { json: false, lang: "en", html: screenHtml }).text();
    expect(textOf(html, "main p")[0]).toBe("Error 403");
    expect(html).not.toContain("error-description");
    const evil = errorScreenHtml({ status: 400, title: "<img src=x onerror=alert(1)>", message: "\"'&", lang: "en" });
    expect(evil).not.toContain("<img");
    expect(textOf(evil, "h1")).toEqual(["<img src=x onerror=alert(1)>"]);
  });

  it("renders without the site data when it does not come", async () => {
    vi.useFakeTimers();
    try {
      const body = new Response(errorScreenBody({ status: 500, title: "Internal Server Error", message: "m", lang: "en" }, () => new Promise(() => {}))).text();
      await vi.advanceTimersByTimeAsync(2000);
      const html = await body;
      expect(textOf(html, "header > div > a")).toEqual(["Atemraum"]);
      expect(textOf(html, "main h1")).toEqual(["Internal Server Error"]);
    } finally {
      vi.useRealTimers();
    }
  });
});
