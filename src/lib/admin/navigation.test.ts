import { describe, expect, it } from "vitest";
import type { AdminArea } from "./areas.ts";
import { adminNavigation, navigationEntries } from "./navigation.ts";

const AREAS: AdminArea[] = [
  { key: "overview", href: "/manage", label: "admin.nav.overview" },
  { key: "pages", href: "/manage/pages", label: "admin.nav.pages" },
  { key: "content", href: "/manage/content", label: "admin.nav.overview", serves: "/manage/squidex/" },
  { key: "colors", href: "/manage/squidex/colors", label: "admin.nav.overview" },
  { key: "users", href: "/manage/users", label: "admin.nav.users", superuser: true },
  { key: "account", href: "/manage/account", label: "admin.nav.account" },
];
const entry = (data: Record<string, unknown>) => ({
  id: "x",
  data: Object.fromEntries(Object.entries(data).map(([k, value]) => [k, k === "label" ? value : { iv: value }])) as never,
});
const SCHEMA = [
  entry({ label: { de: "Webseiten", en: "Web pages" }, slug: "pages", icon: "file-text", order: 50 }),
  entry({
    label: { de: "Gestaltung", en: "Design" },
    slug: "styling",
    order: 20,
    children: [
      { label: { de: "Farbpalette", en: "Palette" }, slug: "squidex/colors", icon: "palette" },
      { label: { de: "Trainer" }, slug: "squidex/practitioners", icon: "users" },
      { nope: 1 },
    ],
  }),
  entry({ label: { de: "Statistik" }, slug: "plausible", order: 5 }),
  entry({ label: "broken", slug: 42, children: "nope" }),
];
const nav = (options: { superuser?: boolean; locked?: boolean; path?: string; lang?: "de" | "en" } = {}) =>
  adminNavigation({
    areas: AREAS,
    entries: navigationEntries(SCHEMA),
    lang: options.lang ?? "de",
    label: (key) => `t:${key}`,
    superuser: options.superuser ?? true,
    locked: options.locked ?? false,
    current: "pages",
    path: options.path ?? "/manage/pages",
  });
const flat = (groups: ReturnType<typeof nav>) => groups.map((g) => `${g.key}: ${g.links.map((l) => `${l.label}${l.current ? "*" : ""}`).join(", ")}`);

describe("the admin navigation", () => {
  it("links only existing areas, in sections, with the schema's labels, icons and order where it names them", () => {
    expect(flat(nav())).toEqual([
      "site: t:admin.nav.overview, t:admin.nav.overview, Trainer, Webseiten*",
      "design: Farbpalette",
      "access: t:admin.nav.users, t:admin.nav.account",
    ]);
    expect(flat(nav({ lang: "en" }))[0]).toContain("Web pages*");
    const pages = nav()[0]!.links.find((l) => l.key === "pages")!;
    expect(pages).toMatchObject({ href: "/manage/pages", icon: "file-text" });
    // Statistik names no screen that exists: not linked.
    expect(JSON.stringify(nav())).not.toContain("plausible");
  });

  it("links a schema entry below an area's `serves` path and marks it on its own screen", () => {
    const groups = nav({ path: "/manage/squidex/practitioners" });
    const current = groups.flatMap((g) => g.links).filter((l) => l.current);
    expect(current.map((l) => l.href)).toEqual(["/manage/squidex/practitioners"]);
  });

  it("puts a schema entry with the area its parent entry names, else with the area serving it", () => {
    const areas: AdminArea[] = [...AREAS, { key: "design", href: "/manage/tailwind", label: "admin.nav.design" }];
    const schema = [
      entry({ label: { de: "Gestaltung" }, slug: "tailwind", order: 10, children: [{ label: { de: "Theme" }, slug: "squidex/theme-settings", icon: "sun" }] }),
      entry({ label: { de: "Inhalte" }, slug: "content", order: 20, children: [{ label: { de: "Trainer" }, slug: "squidex/practitioners", icon: "users" }] }),
    ];
    const groups = adminNavigation({
      areas,
      entries: navigationEntries(schema),
      lang: "de",
      label: (key) => `t:${key}`,
      superuser: true,
      locked: false,
      current: "design",
      path: "/manage/tailwind",
    });
    expect(flat(groups)).toEqual([
      "site: t:admin.nav.overview, t:admin.nav.pages, Inhalte, Trainer",
      "design: Gestaltung*, Theme, t:admin.nav.overview",
      "access: t:admin.nav.users, t:admin.nav.account",
    ]);
  });

  it("hides superuser areas from editors and everything but the account while locked", () => {
    expect(JSON.stringify(nav({ superuser: false }))).not.toContain("/manage/users");
    expect(flat(nav({ locked: true }))).toEqual(["access: t:admin.nav.account"]);
  });
});
