import { blockBuilder } from "./blocks.ts";
import { generateAppointments, toAppointmentData } from "./data/appointments.ts";
import { generateChallenges, toChallengeData } from "./data/challenges.ts";
import { COLORS } from "./data/colors.ts";
import { FONT_STYLES } from "./data/fonts.ts";
import { globalSettingsData } from "./data/global-settings.ts";
import { ICONS } from "./data/icons.ts";
import { LANGUAGES } from "./data/languages.ts";
import { NEWSLETTERS, toNewsletterData } from "./data/newsletters.ts";
import { BACKEND_NAVIGATION, toNavigationData } from "./data/navigation.ts";
import { basePages, pageId, toPageData, type PageContext } from "./data/pages.ts";
import { PRACTITIONERS, practitionerId, toPractitionerData } from "./data/practitioners.ts";
import { RECIPIENTS, toRecipientData } from "./data/recipients.ts";
import { TEXT_STYLES } from "./data/text-styles.ts";
import { THEMES } from "./data/theme.ts";
import { iv, l } from "./data/values.ts";
import { generatePages, generatePractitioners } from "./generate.ts";
import { stableId } from "./ids.ts";

/** One content item to create: its schema, stable id, a label for error messages, and its data. */
export interface PlannedItem {
  schema: string;
  id: string;
  label: string;
  data: Record<string, Record<string, unknown>>;
}

/** Inputs of the content plan. */
export interface PlanOptions {
  siteCode: string;
  now: Date;
  /** Generated pages on top of the base pages. */
  pages?: number;
  /** Generated practitioners on top of the base practitioners. */
  practitioners?: number;
  /** Component schema ids by name (block instances carry them). */
  schemaIdOf: (name: string) => string;
  /** Asset ids of the uploaded images by key. */
  assetIdOf: (key: string) => string;
}

/**
 * Every content item of the seed, grouped in creation order: referenced items come before the
 * items that reference them. Pure: the same options give the same plan.
 */
export function planContent(options: PlanOptions): PlannedItem[][] {
  const byKey = (schema: string) => (key: string) => stableId(schema, key);
  const ctx: PageContext = {
    builder: (scope) => blockBuilder(options.schemaIdOf, scope),
    color: byKey("colors"),
    textStyle: byKey("text-styles"),
    theme: byKey("theme-settings"),
    practitioner: practitionerId,
    asset: options.assetIdOf,
  };
  const item = (schema: string, key: string, label: string, data: PlannedItem["data"]): PlannedItem => ({ schema, id: stableId(schema, key), label, data });

  const bookable = PRACTITIONERS.filter((p) => p.display && p.finished && p.listing !== "other")
    .slice(0, 5)
    .map((p) => practitionerId(p.key));
  const pages = [...basePages(ctx), ...generatePages(options.pages ?? 0, ctx)];
  const generated = generatePractitioners(options.practitioners ?? 0);
  const nav = (keys: string[]) => keys.map(pageId);

  return [
    [
      ...LANGUAGES.map((lang) => item("languages", lang.code, lang.code, { code: iv(lang.code), name: lang.name, default: iv(lang.default) })),
      ...COLORS.map((c) => item("colors", c.key, c.name, { name: l(c.name, c.nameEn), hexcode: iv(c.hexcode) })),
      ...TEXT_STYLES.map((s) => item("text-styles", s.key, s.name, { name: iv(s.name), twclasses: iv(s.twclasses) })),
      ...ICONS.map((i) => item("icons", i.name, i.name, { name: iv(i.name), svg: iv(i.svg), critical: iv(i.critical) })),
      ...FONT_STYLES.map((s) => item("font-styles", s.mission, s.name, { name: iv(s.name), mission: iv(s.mission), font: iv(s.font) })),
      ...THEMES.map(({ key, ...theme }) => item("theme-settings", key, theme.name, Object.fromEntries(Object.entries(theme).map(([k, v]) => [k, iv(v)])))),
      ...PRACTITIONERS.map((p) => item("practitioners", p.key, p.name, toPractitionerData(p, options.siteCode))),
      ...generated.map((p) => ({ schema: "practitioners", id: p.id, label: p.name, data: toPractitionerData(p, options.siteCode) })),
      ...generateChallenges(options.now).map((c) => ({ schema: "challenges", id: c.id, label: c.week, data: toChallengeData(c) })),
      ...NEWSLETTERS.map((n) => item("newsletters", n.key, n.key, toNewsletterData(n))),
      ...RECIPIENTS.map((r) => item("recipients", r.key, r.key, toRecipientData(r))),
    ],
    [
      ...generateAppointments(options.now, bookable).map((a) => ({ schema: "appointments", id: a.id, label: a.start, data: toAppointmentData(a) })),
      ...pages.map((p) => item("pages", p.key, p.seo.de.slug || "(home)", toPageData(p, ctx))),
      ...BACKEND_NAVIGATION.map((n, i) => item("backend-navigation", n.slug, n.slug, toNavigationData(n, i))),
    ],
    [
      item(
        "global-settings",
        "site",
        "site",
        globalSettingsData({
          theme: ctx.theme("standard"),
          mainNavigation: nav(["about", "directory", "challenges", "booking", "newsletter"]),
          footerNavigation: nav(["contact", "join", "imprint", "privacy"]),
        }),
      ),
    ],
  ];
}
