import * as v from "valibot";
import type { Lang } from "../../i18n/locales.ts";
import type { UiKey } from "../../i18n/t.ts";
import { localized } from "../content/localized.ts";
import type { Entity } from "../content/model.ts";
import type { AdminArea, AdminAreaKey } from "./areas.ts";

/** The sections of the admin navigation, in order. */
export type AdminGroupKey = "site" | "design" | "access";
export const ADMIN_GROUPS: readonly { key: AdminGroupKey; label: UiKey }[] = [
  { key: "site", label: "admin.group.site" },
  { key: "design", label: "admin.group.design" },
  { key: "access", label: "admin.group.access" },
];

/** Which section an area belongs to. */
const GROUP_OF: Record<AdminAreaKey, AdminGroupKey> = {
  overview: "site",
  pages: "site",
  content: "site",
  assets: "site",
  blocks: "design",
  icons: "design",
  colors: "design",
  "text-styles": "design",
  design: "design",
  outbox: "site",
  messages: "site",
  bookings: "site",
  users: "access",
  account: "access",
};

/** The icon of an area the `backend-navigation` schema gives none for (names as in src/components/admin/AdminIcon.astro). */
const ICON_OF: Record<AdminAreaKey, string> = {
  overview: "home",
  pages: "file-text",
  content: "folder",
  assets: "image",
  blocks: "blocks",
  icons: "star",
  colors: "palette",
  "text-styles": "type",
  design: "sun",
  outbox: "mail",
  messages: "inbox",
  bookings: "calendar",
  users: "users",
  account: "user",
};

export interface AdminNavLink {
  /** The area's key, or `<area>:<slug>` for a schema entry below an area's `serves` path. */
  key: string;
  href: string;
  label: string;
  icon: string | undefined;
  current: boolean;
}

export interface AdminNavGroup {
  key: AdminGroupKey;
  label: UiKey;
  links: AdminNavLink[];
}

const Labels = v.record(v.string(), v.string());
const Child = v.object({ label: v.optional(Labels), slug: v.string(), icon: v.optional(v.string()) });

/** One entry of the `backend-navigation` schema, children flattened behind their parent. */
interface NavEntry {
  href: string;
  label: Partial<Record<Lang, string>>;
  icon: string | undefined;
  order: number;
  /** The address of the entry a child is listed under. */
  parent?: string;
}

const hrefOf = (slug: string) => {
  const clean = slug
    .trim()
    .toLowerCase()
    .replace(/^\/+|\/+$/g, "")
    .replace(/^manage(\/|$)/, "");
  return clean ? `/manage/${clean}` : "/manage";
};
const str = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : undefined);

/**
 * The entries of the content service's `backend-navigation` schema (untrusted content: a field of
 * the wrong shape is ignored): each with its address under `/manage`, labels per language, icon
 * and order; a child sorts right after its parent.
 */
export function navigationEntries(items: readonly Entity[]): NavEntry[] {
  const entries: NavEntry[] = [];
  for (const item of items) {
    const slug = str(localized(item.data, "slug", "de"));
    const orderValue = localized(item.data, "order", "de");
    const order = typeof orderValue === "number" && Number.isFinite(orderValue) ? orderValue : 0;
    const label: Partial<Record<Lang, string>> = { de: str(item.data?.label?.de ?? item.data?.label?.iv), en: str(item.data?.label?.en) };
    const href = slug === undefined ? undefined : hrefOf(slug);
    if (href !== undefined) entries.push({ href, label, icon: str(localized(item.data, "icon", "de")), order });
    const children = v.safeParse(v.array(v.unknown()), localized(item.data, "children", "de"));
    if (!children.success) continue;
    children.output.forEach((raw, index) => {
      const child = v.safeParse(Child, raw);
      if (!child.success) return;
      entries.push({
        href: hrefOf(child.output.slug),
        label: { de: str(child.output.label?.de), en: str(child.output.label?.en) },
        icon: str(child.output.icon),
        order: order + (index + 1) / 100,
        parent: href,
      });
    });
  }
  return entries;
}

/**
 * The admin navigation: the areas that exist (`ADMIN_AREAS`; superuser-only ones for superusers,
 * only the account while `locked`) in their sections, with the labels, icons and order a site
 * owner set in the `backend-navigation` schema where an entry's slug names an area's address. An
 * entry below an area's `serves` path (a content schema under `/manage/squidex/…`) is linked too,
 * right after the area its parent entry names (else after the serving area);
 * any other entry is not, so a link never leads to a missing screen. `path` marks the current link
 * together with `current`.
 */
export function adminNavigation(input: {
  areas: readonly AdminArea[];
  entries: readonly NavEntry[];
  lang: Lang;
  label: (key: UiKey) => string;
  superuser: boolean;
  locked: boolean;
  current: AdminAreaKey;
  path: string;
}): AdminNavGroup[] {
  const areas = input.areas.filter((area) => (!input.locked || area.key === "account") && (!area.superuser || input.superuser));
  const byHref = new Map(input.entries.map((entry) => [entry.href, entry]));
  const links: (AdminNavLink & { group: AdminGroupKey; order: number })[] = [];
  areas.forEach((area, index) => {
    const entry = byHref.get(area.href);
    links.push({
      key: area.key,
      href: area.href,
      label: entry?.label[input.lang] ?? input.label(area.label),
      icon: entry?.icon ?? ICON_OF[area.key],
      current: area.key === input.current,
      group: GROUP_OF[area.key],
      // The overview stays first; areas the schema does not list keep their place in ADMIN_AREAS.
      order: area.key === "overview" ? -Infinity : (entry?.order ?? (index + 1) * 10),
    });
  });
  const linked = new Set(links.map((link) => link.href));
  let added = 0;
  for (const entry of input.entries) {
    const server = areas.find((area) => area.serves && entry.href.startsWith(area.serves) && entry.href.length > area.serves.length);
    if (!server || linked.has(entry.href)) continue;
    // A child sits with the area its parent entry names (the theme's schemas under the design
    // area), else with the area that serves it.
    const owner = areas.find((area) => entry.parent !== undefined && area.href === entry.parent) ?? server;
    linked.add(entry.href);
    links.push({
      key: `${owner.key}:${entry.href}`,
      href: entry.href,
      label: entry.label[input.lang] ?? entry.label.de ?? entry.href.slice("/manage/".length),
      icon: entry.icon,
      current: false,
      group: GROUP_OF[owner.key],
      // Right after its area, in the schema's order.
      order: links.find((link) => link.key === owner.key)!.order + ++added / 1000,
    });
  }
  // A schema entry's own screen is more specific than the area that serves it.
  const exact = links.find((link) => link.key.includes(":") && (input.path === link.href || input.path.startsWith(`${link.href}/`)));
  if (exact) for (const link of links) link.current = link === exact;
  return ADMIN_GROUPS.map((group) => ({
    ...group,
    links: links
      .filter((link) => link.group === group.key)
      .sort((a, b) => a.order - b.order)
      .map(({ group: _group, order: _order, ...link }) => link),
  })).filter((group) => group.links.length > 0);
}
