import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { filterCss, filterTokens } from "./filter-css.ts";
import { facets } from "./filters.ts";
import { visiblePractitioners } from "./practitioners.ts";
import { directorySite } from "../../../tests/support/lib/directory/directory-site.ts";

/** The directory's filter form and cards as the overview block renders them (radios, `data-f`). */
function directoryDom() {
  const list = visiblePractitioners(directorySite());
  const values = facets(list, "de");
  const { tokens, tokenOf, cardTokens } = filterTokens(values);
  const radios = (Object.keys(values) as (keyof typeof values)[]).flatMap((facet) => [
    `<input type="radio" name="dir-${facet}" value="" checked>`,
    ...values[facet].map((v) => `<input type="radio" name="dir-${facet}" value="${v.value}" id="dir-${tokenOf(facet, v.value)}">`),
  ]);
  const cards = list.map((p) => `<li data-f="${cardTokens(p).join(" ")}">${p.name}</li>`);
  const css = filterCss("dir", tokens, list.map(cardTokens));
  const { document } = new JSDOM(
    `<section id="dir"><form class="dir-filters">${radios.join("")}</form><ul>${cards.join("")}</ul><div class="dir-empty"></div></section>`,
  ).window;
  /** Selects one value per facet (by its label), then reports which cards CSS hides and whether the empty state shows. */
  const state = (choice: Partial<Record<keyof typeof values, string>>) => {
    for (const [facet, label] of Object.entries(choice)) {
      const value = values[facet as keyof typeof values].find((v) => v.label === label)!.value;
      document.querySelector<HTMLInputElement>(`input[name="dir-${facet}"][value="${value}"]`)!.checked = true;
    }
    const rules = css.split("\n").map((rule) => /^(.*)\{(.*)\}$/.exec(rule)!);
    const hidden = rules.filter((r) => r[2] === "display:none" && r[1]!.includes("[data-f]")).flatMap((r) => [...document.querySelectorAll(r[1]!)]);
    const shown = list.filter((_, i) => !hidden.includes(document.querySelectorAll("li")[i]!)).map((p) => p.name);
    const emptyRule = rules.find((r) => r[2] === "display:flex")!;
    return { shown, empty: document.querySelector(emptyRule[1]!) !== null };
  };
  return { state, css };
}

describe("filterCss", () => {
  it("shows every card and no empty state while nothing is chosen", () => {
    expect(directoryDom().state({})).toEqual({ shown: ["Amélie Lefèvre", "Juergen Weiss", "Jürgen Weiß", "Maria Höller"], empty: false });
  });

  it("hides the cards outside the chosen values (AND across facets)", () => {
    expect(directoryDom().state({ language: "Englisch" })).toEqual({ shown: ["Amélie Lefèvre", "Jürgen Weiß", "Maria Höller"], empty: false });
    expect(directoryDom().state({ language: "Englisch", country: "Österreich" })).toEqual({ shown: ["Maria Höller"], empty: false });
  });

  it("shows the empty state exactly when no card is left", () => {
    expect(directoryDom().state({ language: "Französisch", city: "Wien" })).toEqual({ shown: [], empty: true });
    expect(directoryDom().state({ country: "Frankreich", city: "Berlin" })).toEqual({ shown: [], empty: true });
    expect(directoryDom().state({ country: "Deutschland", city: "Köln" })).toEqual({ shown: ["Juergen Weiss"], empty: false });
  });

  it("names cards only by index tokens, never by content", () => {
    const { css } = directoryDom();
    expect(css).not.toMatch(/Wien|Berlin|AT|fr\b/);
  });
});
