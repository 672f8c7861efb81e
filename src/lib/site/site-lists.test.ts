import { describe, expect, it } from "vitest";
import type { SiteData } from "../content/model.ts";
import { listsOf, parseLists, withLists } from "./site-lists.ts";

describe("site lists", () => {
  it("reads the lists asked for; none when the parameter is empty, all when it is absent", () => {
    expect(parseLists(null)).toBeUndefined();
    expect(parseLists("")).toEqual([]);
    expect(parseLists("practitioners,appointments,practitioners")).toEqual(["practitioners", "appointments"]);
    expect(parseLists("pages")).toEqual(["pages"]);
    expect(() => parseLists("practitioners,users")).toThrow(/unknown list users/);
  });

  it("empties only the lists not asked for", () => {
    const site = {
      pages: [{ id: "g" }],
      practitioners: [{ id: "p" }],
      appointments: [{ id: "a" }],
      challenges: [{ id: "c" }],
      colors: [{ id: "k" }],
    } as unknown as SiteData;
    expect(withLists(site, undefined)).toBe(site);
    const lean = withLists(site, ["appointments"]);
    expect(lean.practitioners).toEqual([]);
    expect(lean.challenges).toEqual([]);
    expect(lean.appointments).toEqual([{ id: "a" }]);
    expect(lean.pages).toEqual([]);
    expect(lean.colors).toEqual([{ id: "k" }]);
    expect(withLists(site, ["pages"]).pages).toEqual([{ id: "g" }]);
  });

  it("gives just the lists asked for, by name", () => {
    const site = { pages: [{ id: "g" }], appointments: [{ id: "a" }], colors: [{ id: "k" }] } as unknown as SiteData;
    expect(listsOf(site, ["appointments", "pages"])).toEqual({ appointments: [{ id: "a" }], pages: [{ id: "g" }] });
    expect(listsOf(site, [])).toEqual({});
  });
});
