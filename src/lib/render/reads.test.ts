import { describe, expect, it, vi } from "vitest";
import { appointment, practitioner, site } from "../../../tests/support/lib/directory/directory-site.ts";
import { READ, readDigest, readDigests, referencedIds } from "./reads.ts";

const A = "11111111-1111-4111-8111-111111111111";
const B = "22222222-2222-4222-8222-222222222222";

describe("read keys", () => {
  const base = () =>
    site({
      practitioners: [practitioner(A, "Anna Alt"), practitioner(B, "Bruno Berg")],
      appointments: [appointment("c1", "2030-01-01T10:00:00Z", A)],
    });

  it("an item's digest changes with the item and with nothing else", () => {
    const before = base();
    const after = base();
    after.practitioners[1] = practitioner(B, "Bruno Neu");
    expect(readDigest(after, READ.item(A))).toBe(readDigest(before, READ.item(A)));
    expect(readDigest(after, READ.item(B))).not.toBe(readDigest(before, READ.item(B)));
    expect(readDigest(after, READ.list("practitioners"))).not.toBe(readDigest(before, READ.list("practitioners")));
    expect(readDigest(after, READ.appointmentsOf(A))).toBe(readDigest(before, READ.appointmentsOf(A)));
    expect(readDigest(after, READ.shared)).toBe(readDigest(before, READ.shared));
  });

  it("a practitioner's appointments are its own key", () => {
    const before = base();
    const after = base();
    after.appointments = [appointment("c1", "2030-01-01T10:00:00Z", A, true)];
    expect(readDigest(after, READ.appointmentsOf(A))).not.toBe(readDigest(before, READ.appointmentsOf(A)));
    expect(readDigest(after, READ.appointmentsOf(B))).toBe(readDigest(before, READ.appointmentsOf(B)));
    expect(readDigest(after, READ.practitionerLink(A))).toBe(readDigest(before, READ.practitionerLink(A)));
  });

  it("the order key changes when the visible order does, the link key when the name does", () => {
    const before = base();
    const renamed = base();
    renamed.practitioners[0] = practitioner(A, "Anna Andere");
    expect(readDigest(renamed, READ.practitionerOrder)).toBe(readDigest(before, READ.practitionerOrder));
    expect(readDigest(renamed, READ.practitionerLink(A))).not.toBe(readDigest(before, READ.practitionerLink(A)));
    const reordered = base();
    reordered.practitioners[0] = practitioner(A, "Zora Zuletzt");
    expect(readDigest(reordered, READ.practitionerOrder)).not.toBe(readDigest(before, READ.practitionerOrder));
  });

  it("an unknown key has no digest (always rendered anew), a missing item has one", () => {
    expect(readDigest(base(), "nonsense:1")).toBeUndefined();
    expect(readDigest(base(), READ.item("33333333-3333-4333-8333-333333333333"))).toMatch(/^[\w-]{16}$/);
    expect(readDigests(base(), [READ.shared, READ.shared]).size).toBe(1);
  });

  it("does not count a block instance's own id and type id as references, only what its fields mention", () => {
    const block = { id: "44444444-4444-4444-8444-444444444444", schemaName: "hero", schemaId: "55555555-5555-4555-8555-555555555555", fields: { ref: [A] } };
    const ids = referencedIds(base(), { blocks: { iv: [{ ...block, children: [{ ...block, fields: { asset: [B] } }] }] } });
    expect([...ids].sort()).toEqual([A, B]);
  });

  it("finds the ids a value mentions: existing items and id-shaped strings", () => {
    const ids = referencedIds(base(), { blocks: [{ ref: [A] }, { text: "no id", later: "33333333-3333-4333-8333-333333333333" }] });
    expect([...ids].sort()).toEqual([A, "33333333-3333-4333-8333-333333333333"]);
  });

  it("a page's theme key reports a bad hex in the log once per snapshot, as the layout would", () => {
    const snapshot = site({ themes: [{ id: "t-bad", data: { colorMain: { iv: "#12345" } } }] });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      const digest = readDigest(snapshot, READ.theme());
      expect(readDigest(snapshot, READ.theme())).toBe(digest);
      expect(warn.mock.calls.map(([line]) => String(line))).toEqual([expect.stringMatching(/^\[theme\] Bad Hex in theme t-bad colorMain/)]);
    } finally {
      warn.mockRestore();
    }
  });
});
