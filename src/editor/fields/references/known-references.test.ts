import { afterEach, describe, expect, it } from "vitest";
import { $knownReferences, rememberReferences } from "./known-references.ts";

afterEach(() => $knownReferences.set(new Map()));

describe("rememberReferences", () => {
  it("keeps the names of items by id, renamed ones updated, the map untouched when nothing changed", () => {
    rememberReferences([{ id: "p1", name: "Anna", schema: "practitioners" }]);
    const first = $knownReferences.get();
    rememberReferences([{ id: "p1", name: "Anna", schema: "practitioners" }]);
    expect($knownReferences.get()).toBe(first);
    rememberReferences([{ id: "p1", name: "Anna Berg", schema: "practitioners" }]);
    expect($knownReferences.get().get("p1")!.name).toBe("Anna Berg");
  });
});
