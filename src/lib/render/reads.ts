import { createHash } from "node:crypto";
import { LOCALES } from "../../i18n/locales.ts";
import type { Entity, SiteData } from "../content/model.ts";
import { openAppointments } from "../directory/appointments.ts";
import { pagePathWithBlock } from "../directory/page-with-block.ts";
import { visiblePractitioners } from "../directory/practitioners.ts";
import { pageIndex } from "../site/pages.ts";
import { themeHead, themeHeadHtml } from "../theme/index.ts";
import { LISTS, READ, type ContentList } from "./keys.ts";

export { READ, type ContentList } from "./keys.ts";

/** Every item and asset of a snapshot by id (one map per snapshot). */
const byIdCache = new WeakMap<SiteData, Map<string, unknown>>();
function byId(site: SiteData): Map<string, unknown> {
  let map = byIdCache.get(site);
  if (map) return map;
  map = new Map();
  for (const list of [site.pages, site.practitioners, site.appointments, site.challenges, site.colors, site.textStyles, site.icons, site.themes, site.fonts])
    for (const item of list) map.set(item.id, item);
  for (const [id, asset] of site.assets) map.set(id, asset);
  byIdCache.set(site, map);
  return map;
}

/** The value behind `key` in `site` (undefined for a key this version does not know: always re-rendered). */
export function readValue(site: SiteData, key: string): unknown {
  if (key === READ.shared) {
    const { textStyles, icons, languages, globalSettings, navigation, blockSchemas, siteCode } = site;
    return { textStyles, icons, languages, globalSettings, navigation, blockSchemas, siteCode };
  }
  if (key === READ.themeColors) return { themes: site.themes, fonts: site.fonts };
  if (key === READ.pageIndex) return pageIndex(site).routes.map((r) => [r.page.id, r.lang, r.path, r.page.names[r.lang]]);
  if (key === READ.practitionerOrder) return visiblePractitioners(site).map((p) => p.id);
  const [kind, ...rest] = key.split(":");
  const arg = rest.join(":");
  if (kind === "item") return byId(site).get(arg) ?? null;
  if (kind === "theme") return themeFragment(site, arg);
  if (kind === "list" && LISTS.has(arg)) {
    // With the assets its items show (a replaced photo has a new URL).
    const items = site[arg as ContentList];
    return { items, assets: [...referencedIds(site, items)].map((id) => site.assets.get(id) ?? null) };
  }
  if (kind === "practitioners" && rest[0] === "link") {
    const p = visiblePractitioners(site).find((x) => x.id === rest.slice(1).join(":"));
    return p ? [p.slug, p.name] : null;
  }
  // What the practitioner's page lists: its open slots, from the snapshot's index by practitioner.
  if (kind === "appointments" && rest[0] === "of") return openAppointments(site.appointments, { practitionerId: rest.slice(1).join(":") });
  if (kind === "pages" && rest[0] === "with") {
    const names = rest.slice(1).join(":").split(",");
    return LOCALES.map((lang) => pagePathWithBlock(site, names, lang) ?? null);
  }
  return undefined;
}

/**
 * The theme's part of the head of the page `pageId` (`""`: a page that is no content page); null for
 * a page that is gone. Its Bad Hex warnings go to the log as the layout's would: whichever asks first
 * for a snapshot's theme reports them (`themeHead` caches per snapshot).
 */
export function themeFragment(site: SiteData, pageId: string): string | null {
  const page = pageId ? (byId(site).get(pageId) as Entity | undefined) : undefined;
  if (pageId && !page) return null;
  return themeHeadHtml(themeHead(site, page));
}

/** A short digest of a text, to tell whether it changed (not a security measure). */
export const shortDigest = (text: string): string => createHash("sha1").update(text).digest("base64url").slice(0, 16);

/** A short digest of the value behind `key`; undefined for a key this version does not know (treated as changed). */
export function readDigest(site: SiteData, key: string): string | undefined {
  const value = readValue(site, key);
  if (value === undefined) return undefined;
  return shortDigest(JSON.stringify(value));
}

/** Digests of every key, once each. */
export function readDigests(site: SiteData, keys: Iterable<string>): Map<string, string | undefined> {
  const digests = new Map<string, string | undefined>();
  for (const key of keys) if (!digests.has(key)) digests.set(key, readDigest(site, key));
  return digests;
}

/** What content-service ids look like (UUIDs): a reference to an item that does not exist yet is recorded too. */
const ID_LIKE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The properties of a block instance (src/lib/tree/block.ts) that name the block and its type, never content. */
const BLOCK_OWN = new Set(["id", "schemaId"]);

/**
 * Every id mentioned anywhere in `value`: string leaves that are item or asset ids of `site`, or
 * look like one (a reference to a deleted item must re-render the page when the item returns). A
 * block instance's own id and type id are not references: a page of 50 blocks would otherwise read
 * 100 keys whose items can never exist.
 */
export function referencedIds(site: SiteData, value: unknown, out: Set<string> = new Set()): Set<string> {
  const ids = byId(site);
  const visit = (v: unknown): void => {
    if (typeof v === "string") {
      if (ids.has(v) || ID_LIKE.test(v)) out.add(v);
    } else if (Array.isArray(v)) v.forEach(visit);
    else if (v && typeof v === "object") {
      const block = typeof (v as { schemaName?: unknown }).schemaName === "string";
      for (const [key, child] of Object.entries(v)) if (!(block && BLOCK_OWN.has(key))) visit(child);
    }
  };
  visit(value);
  return out;
}
