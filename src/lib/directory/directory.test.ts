import { describe, expect, it } from "vitest";
import { groupByDay, openAppointments } from "./appointments.ts";
import { challengeList, chosenChallenge, currentChallenge, featuredChallenge, isoWeek, weekStart } from "./challenges.ts";
import { facets, filterPractitioners, languagesLabel, placeLabel } from "./filters.ts";
import { neighbours } from "./neighbours.ts";
import { visiblePractitioners } from "./practitioners.ts";
import { challengePath, challengeSlugRedirects, detailRoutes, practitionerPath } from "./routes.ts";
import { directorySite } from "../../../tests/support/lib/directory/directory-site.ts";

describe("visiblePractitioners", () => {
  const list = visiblePractitioners(directorySite());
  it("keeps display=true practitioners listed for the site code, ordered by name", () => {
    expect(list.map((p) => p.name)).toEqual(["Amélie Lefèvre", "Juergen Weiss", "Jürgen Weiß", "Maria Höller"]);
  });
  it("gives a shared slug a suffix by id order", () => {
    expect(Object.fromEntries(list.map((p) => [p.id, p.slug]))).toEqual({
      p1: "juergen-weiss",
      p2: "juergen-weiss-2",
      p3: "maria-hoeller",
      p6: "amelie-lefevre",
    });
  });
  it("reads coordinates, languages and address fields", () => {
    const jw = list.find((p) => p.id === "p1")!;
    expect(jw).toMatchObject({ country: "DE", city: "Berlin", languages: ["de", "en"], address: "Kastanienallee 12", coords: { lat: 52.5, lon: 13.4 } });
  });
  it("respects another site code", () => {
    const site = { ...directorySite(), siteCode: "other-site" };
    expect(visiblePractitioners(site).map((p) => p.name)).toEqual(["Jonas Öhler"]);
  });
});

describe("neighbours", () => {
  const list = ["a", "b", "c"];
  it("wraps around at both ends", () => {
    expect(neighbours(list, 0)).toEqual({ prev: "c", next: "b" });
    expect(neighbours(list, 1)).toEqual({ prev: "a", next: "c" });
    expect(neighbours(list, 2)).toEqual({ prev: "b", next: "a" });
  });
  it("has none for a single entry or an index out of range", () => {
    expect(neighbours(["a"], 0)).toBeUndefined();
    expect(neighbours(list, 3)).toBeUndefined();
    expect(neighbours(list, -1)).toBeUndefined();
  });
  it("with two entries both neighbours are the other one", () => {
    expect(neighbours(["a", "b"], 0)).toEqual({ prev: "b", next: "b" });
  });
});

describe("filters", () => {
  const list = visiblePractitioners(directorySite());
  it("lists facet values with counts and labels in the page language", () => {
    const de = facets(list, "de");
    expect(de.country).toEqual([
      { value: "DE", label: "Deutschland", count: 2 },
      { value: "FR", label: "Frankreich", count: 1 },
      { value: "AT", label: "Österreich", count: 1 },
    ]);
    expect(de.language.find((l) => l.value === "en")).toEqual({ value: "en", label: "Englisch", count: 3 });
    expect(facets(list, "en").country.map((c) => c.label)).toEqual(["Austria", "France", "Germany"]);
    expect(de.city.map((c) => `${c.value}:${c.count}`)).toEqual(["Berlin:1", "Köln:1", "Paris:1", "Wien:1"]);
  });
  it("labels a practitioner's place and languages in the page language", () => {
    const maria = list.find((p) => p.id === "p3")!;
    expect(placeLabel(maria, "de")).toBe("Wien, Österreich");
    expect(placeLabel(maria, "en")).toBe("Wien, Austria");
    expect(placeLabel({ city: "", country: "FR" }, "de")).toBe("Frankreich");
    expect(languagesLabel(maria, "de")).toBe("Deutsch, Englisch");
  });
  it("filters by one facet and ANDs facets", () => {
    expect(filterPractitioners(list, { language: "en" }).map((p) => p.id)).toEqual(["p6", "p1", "p3"]);
    expect(filterPractitioners(list, { language: "en", country: "DE" }).map((p) => p.id)).toEqual(["p1"]);
    expect(filterPractitioners(list, { country: "at", city: "Wien" }).map((p) => p.id)).toEqual(["p3"]);
    expect(filterPractitioners(list, { city: "Wien", language: "fr" })).toEqual([]);
    expect(filterPractitioners(list, { city: "" })).toHaveLength(4);
  });
});

describe("appointments", () => {
  const site = directorySite();
  it("groups only unbooked slots by UTC ISO date, sorted, with medium dates and short times", () => {
    const days = groupByDay(openAppointments(site.appointments), "de");
    expect(days.map((d) => d.date)).toEqual(["2026-03-09", "2026-03-10", "2026-03-11"]);
    expect(days[1]!.slots.map((s) => s.time)).toEqual(["08:00", "09:30"]);
    expect(days[0]!.label).toBe("09.03.2026");
    expect(days[0]!.slots[0]!.time).toBe("23:30");
    const en = groupByDay(openAppointments(site.appointments), "en");
    expect(en[0]!.label).toBe("9 Mar 2026");
  });
  it("selects by practitioner, visible set and time window", () => {
    expect(openAppointments(site.appointments, { practitionerId: "p1" }).map((a) => a.id)).toEqual(["a1", "a2"]);
    expect(openAppointments(site.appointments, { practitionerIds: new Set(["p3"]) }).map((a) => a.id)).toEqual(["a4"]);
    expect(openAppointments(site.appointments, { from: new Date("2026-03-10T09:00:00Z"), days: 1 }).map((a) => a.id)).toEqual(["a1", "a5"]);
  });
});

describe("challenges", () => {
  const list = challengeList(directorySite());
  it("computes ISO weeks across year ends", () => {
    expect(isoWeek(new Date("2026-03-11T12:00:00Z")).week).toBe("2026-W11");
    expect(isoWeek(new Date("2027-01-01T00:00:00Z")).week).toBe("2026-W53");
    expect(isoWeek(new Date("2024-12-30T00:00:00Z")).week).toBe("2025-W01");
    expect(weekStart("2026-W11")!.toISOString()).toBe("2026-03-09T00:00:00.000Z");
    expect(weekStart("2025-W01")!.toISOString()).toBe("2024-12-30T00:00:00.000Z");
    expect(weekStart("x")).toBeUndefined();
  });
  it("orders by week, drops malformed weeks and slugs each language's title", () => {
    expect(list.map((c) => c.week)).toEqual(["2026-W10", "2026-W11", "2026-W12"]);
    expect(list[0]!.slugs).toEqual({ de: "drei-atemzuege-vor-jeder-mail", en: "three-breaths-before-every-email" });
  });
  it("finds the current week's challenge", () => {
    expect(currentChallenge(list, new Date("2026-03-15T23:59:59Z"))?.id).toBe("c2");
    expect(currentChallenge(list, new Date("2026-03-16T00:00:00Z"))?.id).toBe("c3");
    expect(currentChallenge(list, new Date("2026-04-01T00:00:00Z"))).toBeUndefined();
    expect(featuredChallenge(list, new Date("2026-04-01T00:00:00Z"))?.id).toBe("c3");
    expect(featuredChallenge(list, new Date("2020-01-01T00:00:00Z"))?.id).toBe("c1");
  });
  it("a block's challenge: the chosen one, none for an unknown id, else the featured one", () => {
    const now = new Date("2026-03-11T12:00:00Z");
    expect(chosenChallenge(list, "c3", now)?.id).toBe("c3");
    expect(chosenChallenge(list, "c4", now)).toBeUndefined();
    expect(chosenChallenge(list, undefined, now)?.id).toBe("c2");
  });
});

describe("detailRoutes", () => {
  it("lists practitioner and challenge paths in both languages with the /de alias", () => {
    const site = directorySite();
    const routes = detailRoutes(site);
    expect(routes).toContainEqual({ de: "/practitioners/juergen-weiss", en: "/en/practitioners/juergen-weiss", deAlias: "/de/practitioners/juergen-weiss" });
    expect(routes).toContainEqual({
      de: "/weekly-challenge/treppe-statt-aufzug",
      en: "/en/weekly-challenge/stairs-instead-of-the-lift",
      deAlias: "/de/weekly-challenge/treppe-statt-aufzug",
    });
    expect(routes).toHaveLength(7);
    expect(practitionerPath("en", { slug: "x" })).toBe("/en/practitioners/x");
    expect(challengePath("de", { slugs: { de: "a", en: "b" } })).toBe("/weekly-challenge/a");
  });
});

describe("challengeSlugRedirects", () => {
  const redirects = challengeSlugRedirects(directorySite());
  it("leads a slug of the other language to the slug of the path's language", () => {
    expect(redirects).toContainEqual({
      from: "/en/weekly-challenge/drei-atemzuege-vor-jeder-mail",
      to: "/en/weekly-challenge/three-breaths-before-every-email",
      status: 301,
    });
    expect(redirects).toContainEqual({
      from: "/weekly-challenge/three-breaths-before-every-email",
      to: "/weekly-challenge/drei-atemzuege-vor-jeder-mail",
      status: 301,
    });
    expect(redirects).toContainEqual({
      from: "/de/weekly-challenge/three-breaths-before-every-email",
      to: "/weekly-challenge/drei-atemzuege-vor-jeder-mail",
      status: 301,
    });
  });
  it("never redirects a path to itself", () => {
    expect(redirects.filter((r) => r.from === r.to)).toEqual([]);
  });
});
