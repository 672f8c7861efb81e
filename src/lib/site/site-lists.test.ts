import { describe, expect, it } from "vitest";
import type { SiteData } from "../content/model.ts";
import { parseLists, withLists } from "./site-lists.ts";

describe("site lists", () => {
  it("reads the lists asked for; none when the parameter is empty, all when it is absent", () => {
    expect(parseLists(null)).toBeUndefined();
    expect(parseLists("")).toEqual([]);
    expect(parseLists("practitioners,appointments,practitioners")).toEqual(["practitioners", "appointments"]);
    expect(() => parseLists("practitioners,users")).toThrow(/unknown list users/);
  });

  it("empties only the lists not asked for", () => {
    const site = { practitioners: [{ id: "p" }], appointments: [{ id: "a" }], challenges: [{ id: "c" }], colors: [{ id: "k" }] } as unknown as SiteData;
    expect(withLists(site, undefined)).toBe(site);
    const lean = withLists(site, ["appointments"]);
    expect(lean.practitioners).toEqual([]);
    expect(lean.challenges).toEqual([]);
    expect(lean.appointments).toEqual([{ id: "a" }]);
    expect(lean.colors).toEqual([{ id: "k" }]);
  });
});
