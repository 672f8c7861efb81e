import { describe, expect, it } from "vitest";
import { slugify, uniqueSlugs } from "./slug.ts";

describe("slugify", () => {
  it("transliterates umlauts and ß, lower-cases and hyphenates spaces", () => {
    expect(slugify("Jürgen Weiß")).toBe("juergen-weiss");
    expect(slugify("Juergen Weiss")).toBe("juergen-weiss");
    expect(slugify("Änne Strauß")).toBe("aenne-strauss");
    expect(slugify("ÖZLEM ÜBEL")).toBe("oezlem-uebel");
  });
  it("strips other accents and anything outside [a-z0-9-]", () => {
    expect(slugify("Amélie Lefèvre")).toBe("amelie-lefevre");
    expect(slugify("Tomáš Novák")).toBe("tomas-novak");
    expect(slugify("Dr. Maria  Höller (Wien)")).toBe("dr-maria-hoeller-wien");
    expect(slugify("Drei Atemzüge vor jeder Mail")).toBe("drei-atemzuege-vor-jeder-mail");
    expect(slugify("  --a -- b--  ")).toBe("a-b");
    expect(slugify("Karl-Heinz")).toBe("karl-heinz");
  });
  it("yields only slug characters for any input", () => {
    for (const s of ["", "🙂", "a/b?c#d", "Ñandú 2026", "İstanbul"]) expect(slugify(s)).toMatch(/^([a-z0-9]+(-[a-z0-9]+)*)?$/);
  });
});

describe("uniqueSlugs", () => {
  const people = [
    { id: "b", name: "Juergen Weiss" },
    { id: "a", name: "Jürgen Weiß" },
    { id: "c", name: "Lea Schäfer" },
    { id: "d", name: "Jürgen  Weiß" },
  ];
  it("suffixes later holders of a slug deterministically by the order key", () => {
    const slugs = uniqueSlugs(
      people,
      (p) => p.name,
      (p) => p.id,
    );
    expect(people.map((p) => slugs.get(p))).toEqual(["juergen-weiss-2", "juergen-weiss", "lea-schaefer", "juergen-weiss-3"]);
  });
  it("does not depend on the input order when an order key is given", () => {
    const a = uniqueSlugs(
      people,
      (p) => p.name,
      (p) => p.id,
    );
    const b = uniqueSlugs(
      [...people].reverse(),
      (p) => p.name,
      (p) => p.id,
    );
    for (const p of people) expect(b.get(p)).toBe(a.get(p));
  });
  it("uses the input order without a key and gives empty names a fallback", () => {
    const slugs = uniqueSlugs(["Jürgen Weiß", "Juergen Weiss", "!!"], (s) => s);
    expect([...slugs.values()]).toEqual(["juergen-weiss", "juergen-weiss-2", "item"]);
  });
});
