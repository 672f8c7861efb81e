import { DEFAULT_LANG, type Lang } from "../../i18n/locales.ts";
import { localized, text } from "../content/localized.ts";
import type { Entity, SiteData } from "../content/model.ts";
import { uniqueSlugs } from "../slug.ts";

/** A map position. */
export interface LatLon {
  lat: number;
  lon: number;
}

/** A practitioner as the directory views need it (invariant fields resolved, localized ones kept as fields). */
export interface Practitioner {
  id: string;
  name: string;
  /** Unique among the visible practitioners (`uniqueSlugs`, `-2`… suffix by id order). */
  slug: string;
  city: string;
  /** ISO 3166-1 alpha-2, upper-case. */
  country: string;
  /** ISO 639-1 codes, lower-case. */
  languages: string[];
  postalCode: string;
  address: string;
  email: string;
  phone: string;
  website: string;
  finished: boolean;
  coords?: LatLon;
  coords2?: LatLon;
  entity: Entity;
}

function latLon(value: unknown): LatLon | undefined {
  const v = value as { latitude?: unknown; longitude?: unknown } | null | undefined;
  if (!v || typeof v.latitude !== "number" || typeof v.longitude !== "number") return undefined;
  if (!Number.isFinite(v.latitude) || !Number.isFinite(v.longitude) || Math.abs(v.latitude) > 90 || Math.abs(v.longitude) > 180) return undefined;
  return { lat: v.latitude, lon: v.longitude };
}

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((s): s is string => typeof s === "string") : []);

/** Whether a practitioner entity is shown on the site `siteCode` (display true and listed for the site). */
function isVisible(entity: Entity, siteCode: string): boolean {
  return localized(entity.data, "display", "de") === true && strings(localized(entity.data, "websites", "de")).includes(siteCode);
}

const collator = new Intl.Collator("de", { sensitivity: "base" });
const cache = new WeakMap<SiteData, Practitioner[]>();

/**
 * The practitioners shown on this site, ordered by name (German collation, then id) —
 * the order of the directory and of next/previous. Computed once per site-data snapshot.
 */
export function visiblePractitioners(site: SiteData): Practitioner[] {
  const cached = cache.get(site);
  if (cached) return cached;
  const entities = site.practitioners.filter((p) => isVisible(p, site.siteCode) && text(p.data, "name", "de").trim() !== "");
  const slugs = uniqueSlugs(
    entities,
    (p) => text(p.data, "name", "de"),
    (p) => p.id,
  );
  const list = entities.map((entity): Practitioner => {
    const s = (name: string) => text(entity.data, name, "de").trim();
    return {
      id: entity.id,
      name: s("name"),
      slug: slugs.get(entity)!,
      city: s("city"),
      country: s("country").toUpperCase(),
      languages: practitionerLanguages(entity.data),
      postalCode: s("postalCode"),
      address: s("adress2"),
      email: s("email"),
      phone: s("phone"),
      website: s("website"),
      finished: localized(entity.data, "finishedPractitioner", "de") === true,
      coords: latLon(localized(entity.data, "coords", "de")),
      coords2: latLon(localized(entity.data, "coords2", "de")),
      entity,
    };
  });
  list.sort((a, b) => collator.compare(a.name, b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  cache.set(site, list);
  return list;
}

/** A localized text field of a practitioner (`qualification`, `description`). */
export const practitionerText = (p: Practitioner, field: string, lang: Lang): string => text(p.entity.data, field, lang);

/**
 * The language a practitioner reads the site's mails to them in (forwarded messages, booking notices): German when they work in German
 * (the site's default), else English when they work in English, else German. A practitioner's
 * `languages` are the ISO 639-1 codes they offer sessions in.
 */
export function practitionerLang(languages: readonly string[]): Lang {
  if (languages.includes(DEFAULT_LANG)) return DEFAULT_LANG;
  if (languages.includes("en")) return "en";
  return DEFAULT_LANG;
}

/** A practitioner's languages from its content data (site data or an item): ISO 639-1 codes, lower case, each once. */
export function practitionerLanguages(data: Readonly<Record<string, unknown>>): string[] {
  const field = data.languages;
  const fields = field && typeof field === "object" ? { languages: field as Record<string, unknown> } : undefined;
  return [
    ...new Set(
      strings(localized(fields, "languages", "de"))
        .map((l) => l.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
}
