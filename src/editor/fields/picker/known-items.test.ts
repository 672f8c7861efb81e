import { describe, expect, it } from "vitest";
import { knownItems } from "./known-items.ts";

const person = (id: string, name: string) => ({ id, name });

describe("knownItems", () => {
  it("keeps items by id in the order first seen, replacing one that changed", () => {
    const known = knownItems<{ id: string; name: string }>((a, b) => a.name === b.name);
    known.remember([person("p1", "Anna"), person("p2", "Ben")]);
    known.remember([person("p1", "Anna Berg"), person("p3", "Bea")]);
    expect([...known.$known.get().values()]).toEqual([person("p1", "Anna Berg"), person("p2", "Ben"), person("p3", "Bea")]);
  });
  it("keeps the same map when nothing changed, so subscribers do not render again", () => {
    const known = knownItems<{ id: string; name: string }>((a, b) => a.name === b.name);
    const seen: unknown[] = [];
    known.$known.listen((map) => seen.push(map));
    known.remember([person("p1", "Anna")]);
    known.remember([person("p1", "Anna")]);
    known.remember([]);
    expect(seen).toHaveLength(1);
  });
  it("gives every picker its own store", () => {
    const a = knownItems<{ id: string }>(() => true);
    const b = knownItems<{ id: string }>(() => true);
    a.remember([{ id: "x" }]);
    expect(b.$known.get().size).toBe(0);
  });
});
