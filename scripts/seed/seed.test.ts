import { describe, expect, it } from "vitest";
import { blockSchemas } from "./block-schemas.ts";
import { COLORS } from "./data/colors.ts";
import { ICONS } from "./data/icons.ts";
import { OTHER_SITE_CODE, PRACTITIONERS } from "./data/practitioners.ts";
import { THEMES } from "./data/theme.ts";
import { baseEntitySchemas, pageSchemas, referencingEntitySchemas, siteSchemas } from "./entity-schemas.ts";
import { generatePractitioners } from "./generate.ts";
import { planContent, type PlannedItem } from "./plan.ts";
import { slugify } from "../../src/lib/slug.ts";
import type { BlockInstance } from "../../src/lib/tree/block.ts";
import { walkTree } from "../../src/lib/tree/walk-tree.ts";

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;
const now = new Date("2026-03-11T09:15:00Z");
const plan = (extra: { pages?: number; practitioners?: number } = {}) =>
  planContent({ siteCode: "baukasten", now, schemaIdOf: (name) => `schema:${name}`, assetIdOf: (key) => `asset:${key}`, ...extra }).flat();
const items = (all: PlannedItem[], schema: string) => all.filter((item) => item.schema === schema);
const iv = (item: PlannedItem, field: string) => item.data[field]?.iv;

describe("seed content", () => {
  const all = plan();

  it("is deterministic, including the scale generator", () => {
    expect(plan({ pages: 20, practitioners: 50 })).toEqual(plan({ pages: 20, practitioners: 50 }));
    expect(generatePractitioners(30, 7)).toEqual(generatePractitioners(30, 7));
    expect(generatePractitioners(30, 7)).not.toEqual(generatePractitioners(30, 8));
  });

  it("gives every item a unique id", () => {
    const big = plan({ pages: 200, practitioners: 500 });
    expect(new Set(big.map((item) => item.id)).size).toBe(big.length);
  });

  it("has home plus at least eight pages whose slugs are unique per language", () => {
    const pages = items(all, "pages");
    expect(pages.length).toBeGreaterThanOrEqual(9);
    for (const lang of ["de", "en"] as const) {
      const slugs = pages.map((p) => (p.data.seo![lang] as { slug: string }).slug);
      expect(new Set(slugs).size).toBe(slugs.length);
      expect(slugs).toContain("");
      for (const slug of slugs) expect(slug).toMatch(/^([a-z0-9]+(-[a-z0-9]+)*)?$/);
    }
  });

  it("keeps generated page slugs apart from the base pages", () => {
    const pages = items(plan({ pages: 300 }), "pages");
    const slugs = pages.map((p) => (p.data.seo!.en as { slug: string }).slug);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it("builds nested block trees that reference component schemas by name and id", () => {
    const components = new Set(blockSchemas(() => "x").map((s) => s.name));
    for (const page of items(all, "pages")) {
      const tree = iv(page, "blocks") as BlockInstance[];
      const blocks = [...walkTree(tree)].map((visit) => visit.block);
      expect(blocks.length).toBeGreaterThan(1);
      for (const block of blocks) {
        expect(components.has(block.schemaName), block.schemaName).toBe(true);
        expect(block.schemaId).toBe(`schema:${block.schemaName}`);
        expect(block.active).toBe(true);
      }
    }
    const depth = Math.max(...[...walkTree(iv(items(all, "pages")[0]!, "blocks") as BlockInstance[])].map((visit) => visit.depth + 1));
    expect(depth).toBeGreaterThanOrEqual(3);
  });

  it("uses valid hex values for every colour and theme", () => {
    expect(COLORS.length).toBeGreaterThanOrEqual(8);
    for (const c of COLORS) expect(c.hexcode).toMatch(HEX);
    for (const theme of THEMES) {
      for (const key of ["colorMain", "colorSupport", "colorAccent", "colorNeutral", "colorBlack", "colorWhite"] as const) expect(theme[key]).toMatch(HEX);
    }
    expect(items(all, "text-styles").length).toBeGreaterThanOrEqual(6);
    for (const s of items(all, "text-styles")) expect(iv(s, "twclasses")).toMatch(/^[a-zA-Z0-9 _:/.[\]#%-]+$/);
  });

  it("ships at least twenty safe SVG icons, some critical", () => {
    expect(ICONS.length).toBeGreaterThanOrEqual(20);
    expect(new Set(ICONS.map((i) => i.name)).size).toBe(ICONS.length);
    expect(ICONS.some((i) => i.critical)).toBe(true);
    expect(ICONS.some((i) => !i.critical)).toBe(true);
    for (const icon of ICONS) {
      expect(icon.svg.startsWith("<svg")).toBe(true);
      expect(icon.svg).not.toMatch(/<script|\son[a-z]+\s*=|foreignObject|href=/i);
      expect(icon.svg).toContain('viewBox="0 0 24 24"');
    }
  });

  it("has at least 30 practitioners in 5 countries, hidden ones, other-site ones and a shared slug", () => {
    const practitioners = items(all, "practitioners");
    expect(practitioners.length).toBeGreaterThanOrEqual(30);
    expect(new Set(practitioners.map((p) => iv(p, "country"))).size).toBeGreaterThanOrEqual(5);
    expect(practitioners.some((p) => iv(p, "display") === false)).toBe(true);
    expect(practitioners.some((p) => !(iv(p, "websites") as string[]).includes("baukasten") && (iv(p, "websites") as string[]).includes(OTHER_SITE_CODE))).toBe(
      true,
    );
    expect(practitioners.filter((p) => (iv(p, "websites") as string[]).includes("baukasten")).length).toBeGreaterThan(practitioners.length / 2);
    expect(PRACTITIONERS.some((p) => /[äöüÄÖÜ]/.test(p.name)) && PRACTITIONERS.some((p) => p.name.includes("ß"))).toBe(true);
    const slugs = PRACTITIONERS.map((p) => slugify(p.name));
    expect(slugs.length - new Set(slugs).size).toBeGreaterThanOrEqual(1);
    for (const p of practitioners) {
      const { latitude, longitude } = iv(p, "coords") as { latitude: number; longitude: number };
      expect(latitude).toBeGreaterThan(35);
      expect(latitude).toBeLessThan(60);
      expect(longitude).toBeGreaterThan(-10);
      expect(longitude).toBeLessThan(25);
    }
  });

  it("has at least 150 appointments on weekday half hours within 28 days, some booked", () => {
    const appointments = items(all, "appointments");
    expect(appointments.length).toBeGreaterThanOrEqual(150);
    const practitionerIds = new Set(items(all, "practitioners").map((p) => p.id));
    for (const a of appointments) {
      const start = new Date(iv(a, "start") as string);
      expect(start.getTime()).toBeGreaterThan(now.getTime());
      expect(start.getTime() - now.getTime()).toBeLessThanOrEqual(28 * 86_400_000);
      expect([1, 2, 3, 4, 5]).toContain(start.getUTCDay());
      expect([0, 30]).toContain(start.getUTCMinutes());
      expect(practitionerIds.has((iv(a, "practitioner") as string[])[0]!)).toBe(true);
    }
    const booked = appointments.filter((a) => iv(a, "booked") === true).length;
    expect(booked).toBeGreaterThan(0);
    expect(booked).toBeLessThan(appointments.length);
  });

  it("has at least twelve weekly challenges around the current ISO week with unique titles", () => {
    const challenges = items(all, "challenges");
    expect(challenges.length).toBeGreaterThanOrEqual(12);
    expect(challenges.map((c) => iv(c, "week"))).toContain("2026-W11");
    for (const lang of ["de", "en"] as const) {
      const slugs = challenges.map((c) => slugify(c.data.title![lang] as string));
      expect(new Set(slugs).size).toBe(slugs.length);
    }
  });

  it("declares every schema the issue names", () => {
    const id = (name: string) => `id:${name}`;
    const schemas = [...baseEntitySchemas(), ...referencingEntitySchemas(id), ...blockSchemas(id), ...pageSchemas(id), ...siteSchemas(id)];
    const names = schemas.map((s) => s.name);
    for (const name of [
      "pages",
      "colors",
      "text-styles",
      "icons",
      "theme-settings",
      "font-styles",
      "languages",
      "global-settings",
      "backend-navigation",
      "practitioners",
      "appointments",
      "challenges",
    ]) {
      expect(names).toContain(name);
    }
    expect(schemas.find((s) => s.name === "practitioners")!.fields.map((f) => f.name)).toContain("adress2");
    // Each block field's editor tag is checked where the schemas are derived (src/blocks/component-schema.test.ts).
  });

  it("generates readable pages and practitioners at scale", () => {
    const generated = items(plan({ pages: 5, practitioners: 5 }), "pages").slice(-5);
    for (const page of generated) expect((page.data.title!.de as string).length).toBeGreaterThan(10);
    const people = generatePractitioners(100);
    expect(new Set(people.map((p) => p.country)).size).toBeGreaterThanOrEqual(5);
  });
});
