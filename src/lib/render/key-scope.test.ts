import { describe, expect, it } from "vitest";
import type { SiteData } from "../content/model.ts";
import { appointment, practitioner, site } from "../../../tests/support/lib/directory/directory-site.ts";
import type { Touched } from "../site/load-changes.ts";
import { mayHaveChanged } from "./key-scope.ts";
import { READ, readDigest } from "./reads.ts";

const A = "11111111-1111-4111-8111-111111111111";
const B = "22222222-2222-4222-8222-222222222222";
const KEYS = [
  READ.shared,
  READ.pageIndex,
  READ.item(A),
  READ.item(B),
  READ.list("practitioners"),
  READ.list("appointments"),
  READ.list("challenges"),
  READ.practitionerOrder,
  READ.practitionerLink(A),
  READ.practitionerLink(B),
  READ.appointmentsOf(A),
  READ.appointmentsOf(B),
  READ.pageWithBlock(["practitioner-list"]),
  READ.theme(),
  READ.themeColors,
];

const base = () =>
  site({ practitioners: [practitioner(A, "Anna Alt"), practitioner(B, "Bruno Berg")], appointments: [appointment("c1", "2030-01-01T10:00:00Z", A)] });
const touched = (fields: (keyof SiteData)[], ids: string[]): Touched => ({ all: false, fields: new Set(fields), ids: new Set(ids) });

describe("which keys an update can change", () => {
  it("every key whose digest changed is one the update may have changed", () => {
    const cases: [string, (s: SiteData) => void, Touched][] = [
      ["a practitioner renamed", (s) => void (s.practitioners[1] = practitioner(B, "Aaron Anfang")), touched(["practitioners"], [B])],
      ["an appointment booked", (s) => void (s.appointments = [appointment("c1", "2030-01-01T10:00:00Z", A, true)]), touched(["appointments"], ["c1"])],
      ["a theme's main colour", (s) => void (s.themes = [{ id: "t1", data: { colorMain: { iv: "#123456" } } }]), touched(["themes"], ["t1"])],
    ];
    for (const [name, change, what] of cases) {
      const before = base();
      const after = base();
      change(after);
      const differing = KEYS.filter((key) => readDigest(after, key) !== readDigest(before, key));
      expect(differing.length, name).toBeGreaterThan(0);
      expect(
        differing.filter((key) => !mayHaveChanged(key, what)),
        name,
      ).toEqual([]);
    }
  });

  it("leaves out what the update cannot reach, and keeps keys it cannot place", () => {
    const practitioners = touched(["practitioners"], [B]);
    expect(mayHaveChanged(READ.shared, practitioners)).toBe(false);
    expect(mayHaveChanged(READ.pageIndex, practitioners)).toBe(false);
    expect(mayHaveChanged(READ.item(A), practitioners)).toBe(false);
    expect(mayHaveChanged(READ.appointmentsOf(A), practitioners)).toBe(false);
    expect(mayHaveChanged(READ.list("challenges"), practitioners)).toBe(false);
    expect(mayHaveChanged(READ.list("challenges"), touched(["assets"], ["x"]))).toBe(true);
    expect(mayHaveChanged("later:kind", practitioners)).toBe(true);
    expect(mayHaveChanged(READ.item(A), { all: true, fields: new Set(), ids: new Set() })).toBe(true);
    // A page's theme: the theme, fonts, palette and default theme, and the page itself; nothing else.
    expect(mayHaveChanged(READ.theme(A), practitioners)).toBe(false);
    expect(mayHaveChanged(READ.theme(A), touched(["pages"], [A]))).toBe(true);
    expect(mayHaveChanged(READ.theme(A), touched(["pages"], [B]))).toBe(false);
    expect(mayHaveChanged(READ.theme(), touched(["colors"], ["c9"]))).toBe(true);
    expect(mayHaveChanged(READ.shared, touched(["themes"], ["t1"]))).toBe(false);
    expect(mayHaveChanged(READ.themeColors, touched(["fonts"], ["f1"]))).toBe(true);
  });
});
