import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { isoWeek } from "../lib/directory/challenges.ts";
import { appointment, challenge, directorySite, site as makeSite } from "../../tests/support/lib/directory/directory-site.ts";
import type { SiteData } from "../lib/content/model.ts";
import type { BlockInstance } from "../lib/tree/block.ts";
import { getBlock } from "./registry.ts";
import type { RenderContext } from "./types.ts";

// The views read the map tiles from the configuration; tests use the defaults without touching DATA_DIR.
vi.mock("../lib/config.ts", async (original) => ({
  ...(await original<typeof import("../lib/config.ts")>()),
  config: () => {
    throw new Error("no configuration in view tests");
  },
}));

const iv = <T>(value: T) => ({ iv: value });

function render(schemaName: string, fields: BlockInstance["fields"], site: SiteData, lang: "de" | "en" = "de", warnings: string[] = []): string {
  const def = getBlock(schemaName);
  if (!def) throw new Error(`no block ${schemaName}`);
  const ctx: RenderContext = { lang, site, path: "/test", warn: (m) => warnings.push(m) };
  return renderToStaticMarkup(createElement(def.View, { block: { id: "b1", schemaName, schemaId: "s", active: true, fields }, ctx }));
}

const DAY = 86_400_000;
const inDays = (n: number, hour = 9) => {
  const d = new Date(Date.now() + n * DAY);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), hour)).toISOString();
};

function bookingSite(): SiteData {
  const s = directorySite();
  return {
    ...s,
    appointments: [
      appointment("x1", inDays(2, 10), "p1"),
      appointment("x2", inDays(2, 8), "p3"),
      appointment("x3", inDays(2, 9), "p1", true),
      appointment("x4", inDays(3, 7), "p1"),
      appointment("x5", inDays(3, 8), "p4"),
      appointment("x6", inDays(-1, 8), "p1"),
      appointment("x7", inDays(40, 8), "p1"),
    ],
  };
}

function challengeSite(): SiteData {
  const now = Date.now();
  const week = (offset: number) => isoWeek(new Date(now + offset * 7 * DAY)).week;
  return makeSite({
    challenges: [
      challenge("c0", week(-1), "Treppe statt Aufzug", "Stairs instead of the lift"),
      challenge("c1", week(0), "Fünf Minuten Morgenlicht", "Five minutes of morning light"),
      challenge("c2", week(1), "Zehn Minuten Gehpause", "A ten-minute walking break"),
    ],
  });
}

describe("practitioner views", () => {
  it("overview: cards with umlaut names, hidden and other-site practitioners absent, filters and map", () => {
    const html = render("block-practitioner-overview", { title: { de: "Verzeichnis", en: "Directory" } }, directorySite());
    expect(html).toContain("Jürgen Weiß");
    expect(html).toContain('href="/practitioners/juergen-weiss"');
    expect(html).toContain('href="/practitioners/juergen-weiss-2"');
    expect(html).toContain("Amélie Lefèvre");
    expect(html).not.toContain("Gudrun Maaß");
    expect(html).not.toContain("Jonas Öhler");
    expect(html).toMatch(/<fieldset[^>]*><legend[^>]*>Land<\/legend>/);
    expect(html).toContain("Österreich <span");
    const at = /<input [^>]*value="AT"[^>]*>/.exec(html)?.[0] ?? "";
    expect(at).toContain('type="radio"');
    expect(at).toContain('name="dir-b1-country"');
    expect(at).toMatch(/id="dir-b1-country-\d"/);
    expect(html).toContain(":has(#dir-b1-country-");
    expect(html).toContain("counter-increment:shown");
    expect(html).toContain("data-practitioner-map");
    expect(html).toContain("tile.openstreetmap.org/{z}/{x}/{y}.png");
    expect(html).not.toContain("client:");
    const markers = JSON.parse(/data-markers="([^"]*)"/.exec(html)![1]!.replaceAll("&quot;", '"')) as { name: string }[];
    expect(markers.map((m) => m.name).sort()).toEqual(["Amélie Lefèvre", "Juergen Weiss", "Jürgen Weiß", "Maria Höller"]);
  });
  it("overview: each card carries the tokens of its facet values", () => {
    const html = render("block-practitioner-overview", {}, directorySite(), "en");
    const maria = /<li data-f="([^"]*)"><article[^>]*><h2[^>]*><a href="\/en\/practitioners\/maria-hoeller"/.exec(html);
    expect(maria?.[1]?.split(" ")).toHaveLength(4); // de, en, AT, Wien
    expect(html).toContain("Austria <span");
  });
  it("list honours country and language; small list and single link to the profile", () => {
    const list = render("block-practitioner-list", { title: { de: "In Österreich" }, country: iv("AT") }, directorySite());
    expect(list).toContain("Maria Höller");
    expect(list).not.toContain("Jürgen Weiß");
    const small = render("block-practitioner-small-list", { limit: iv(2), linkLabel: { de: "Alle" }, href: { de: "/verzeichnis" } }, directorySite());
    expect((small.match(/href="\/practitioners\//g) ?? []).length).toBe(2);
    expect(small).toContain('href="/verzeichnis"');
    const single = render("block-practitioner-single", { practitioner: iv(["p1"]) }, directorySite(), "en");
    expect(single).toContain('href="/en/practitioners/juergen-weiss"');
    // The address stays hidden: the contact leads to the form on the practitioner's page.
    expect(single).not.toContain("j@example.org");
    expect(single).toContain('<a href="/en/practitioners/juergen-weiss#contact">Write a message</a>');
    expect(single).toContain("Breathing coach");
    const warnings: string[] = [];
    expect(render("block-practitioner-single", { practitioner: iv(["p4"]) }, directorySite(), "de", warnings)).toBe("");
    expect(warnings[0]).toContain("p4");
  });
  it("registration links to the registration page", () => {
    const html = render(
      "block-practitioner-registration",
      { title: { de: "Mitmachen" }, buttonLabel: { de: "Jetzt registrieren" }, text: { de: "<p>Hallo</p><script>x()</script>" } },
      directorySite(),
    );
    expect(html).toContain('href="/practitioners/register"');
    expect(html).toContain("Jetzt registrieren");
    expect(html).not.toContain("<script");
  });
});

describe("book-appointment view", () => {
  it("lists only unbooked future slots of shown practitioners, grouped by day in time order", () => {
    const html = render("block-book-appointment", { title: { de: "Freie Termine" }, days: iv(28) }, bookingSite());
    const days = [...html.matchAll(/<section aria-labelledby="slots-([\d-]+)"/g)].map((m) => m[1]);
    expect(days).toEqual([inDays(2).slice(0, 10), inDays(3).slice(0, 10)]);
    const slots = [...html.matchAll(/data-slot="([^"]+)"/g)].map((m) => m[1]);
    expect(slots).toEqual([inDays(2, 8), inDays(2, 10), inDays(3, 7)]);
    expect(html).toContain(">08:00</time>");
    expect(html.replace(/<[^>]+>/g, "")).toContain("bei Maria Höller");
    expect(html).not.toContain("<button");
  });
  it("restricts to one practitioner and shows the empty text when nothing is free", () => {
    const one = render("block-book-appointment", { practitioner: iv(["p3"]) }, bookingSite(), "en");
    expect([...one.matchAll(/data-slot=/g)]).toHaveLength(1);
    expect(one).toContain("All times in UTC");
    const none = render("block-book-appointment", { practitioner: iv(["p6"]), emptyText: { de: "Alles vergeben." } }, bookingSite());
    expect(none).toContain("Alles vergeben.");
  });
});

describe("challenge views", () => {
  it("the card defaults to the current week and highlights it", () => {
    const html = render("block-challenge-overview-card", { eyebrow: { de: "Diese Woche" }, linkLabel: { de: "Zur Challenge" } }, challengeSite());
    expect(html).toContain("Fünf Minuten Morgenlicht");
    expect(html).toContain('data-current="true"');
    expect(html).toContain('href="/weekly-challenge/fuenf-minuten-morgenlicht"');
  });
  it("the overview shows past and current weeks, newest first, only the current one highlighted", () => {
    const html = render("block-challenge-overview", { title: { en: "All" } }, challengeSite(), "en");
    expect([...html.matchAll(/<a href="\/en\/weekly-challenge\/([^"]+)"/g)].map((m) => m[1])).toEqual([
      "five-minutes-of-morning-light",
      "stairs-instead-of-the-lift",
    ]);
    expect(html.match(/data-current="true"/g)).toHaveLength(1);
    const upcoming = render("block-challenge-overview", { showUpcoming: iv(true), showPast: iv(false) }, challengeSite());
    expect(upcoming).toContain("Zehn Minuten Gehpause");
    expect(upcoming).not.toContain("Treppe statt Aufzug");
  });
  it("single renders the sanitised body with links to the weeks around it", () => {
    const html = render("block-challenge-single", {}, challengeSite());
    expect(html).toContain("<ol><li>Atmen</li></ol>");
    expect(html).not.toContain("<script");
    expect(html).toContain('rel="prev" href="/weekly-challenge/treppe-statt-aufzug"');
    expect(html).toContain("Nächste Challenge: Zehn Minuten Gehpause");
    expect(html).toContain('data-current="true"');
  });
});
