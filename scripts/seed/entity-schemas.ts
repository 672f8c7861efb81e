import { f, schema, type SchemaDto } from "./schema-dsl.ts";

/** Looks up the id a schema got at creation (for `References` fields). */
export type SchemaIdOf = (name: string) => string;

/** The four font missions, as in `src/lib/theme/fonts.ts`. */
export const MISSIONS = ["main", "support", "navbar", "flowingtext"] as const;

/** Entity schemas that reference nothing; created first. */
export function baseEntitySchemas(): SchemaDto[] {
  return [
    schema("languages", "Languages", [
      f.string("code", "Code", { isRequired: true, minLength: 2, maxLength: 5, hints: "ISO 639-1, e.g. de" }),
      f.lstring("name", "Name", { isRequired: true }),
      f.boolean("default", "Default language", { defaultValue: false }),
    ]),
    schema("colors", "Colours", [
      f.lstring("name", "Name", { isRequired: true, maxLength: 60 }),
      f.color("hexcode", "Hex code", { isRequired: true, pattern: "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$", patternMessage: "Bad Hex" }),
    ]),
    schema("text-styles", "Text styles", [
      f.string("name", "Name", { isRequired: true, maxLength: 60 }),
      f.string("twclasses", "Tailwind classes", { isRequired: true, pattern: "^[a-zA-Z0-9 _:/.\\[\\]#%-]*$", hints: "Class-name characters only" }),
    ]),
    schema("icons", "Icons", [
      f.string("name", "Name", { isRequired: true, pattern: "^[a-z0-9]+(-[a-z0-9]+)*$" }),
      f.text("svg", "SVG", { isRequired: true, hints: "24×24 viewBox, currentColor; sanitised before use" }),
      f.boolean("critical", "Critical (inlined at build)", { defaultValue: false }),
    ]),
    schema("font-styles", "Font styles", [
      f.string("name", "Name", { isRequired: true }),
      f.select("mission", "Mission", MISSIONS, { isRequired: true }),
      f.json("font", "Font", { hints: "{ name, weight, url, type, style }; url is a /fonts/… file shipped with the site" }),
    ]),
    schema("theme-settings", "Theme settings", [
      f.string("name", "Name", { isRequired: true }),
      ...(["colorMain", "colorSupport", "colorAccent", "colorNeutral", "colorBlack", "colorWhite"] as const).map((name) =>
        f.color(name, name.replace("color", "Colour "), { isRequired: true, pattern: "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$", patternMessage: "Bad Hex" }),
      ),
    ]),
    schema("practitioners", "Practitioners", [
      f.string("name", "Name", { isRequired: true, maxLength: 120 }),
      f.boolean("display", "Shown in the directory", { defaultValue: true }),
      f.tags("websites", "Website codes", { hints: "Sites that list this practitioner, e.g. baukasten" }),
      f.geo("coords", "Coordinates"),
      f.geo("coords2", "Second location"),
      f.tags("languages", "Languages", { hints: "ISO 639-1 codes" }),
      f.string("country", "Country", { hints: "ISO 3166-1 alpha-2, e.g. DE", maxLength: 2 }),
      f.string("city", "City"),
      f.string("postalCode", "Postal code"),
      f.string("adress2", "Address", { hints: "Street and number (field name kept as in the legacy data)" }),
      f.boolean("finishedPractitioner", "Training completed", { defaultValue: false }),
      f.string("email", "E-mail", { editor: "Input" }),
      f.string("phone", "Phone"),
      f.string("website", "Website"),
      f.lstring("qualification", "Qualification"),
      f.ltext("description", "Description"),
    ]),
    schema("challenges", "Weekly challenges", [
      f.lstring("title", "Title", { isRequired: true, maxLength: 120 }),
      f.ltext("description", "Description"),
      f.lhtml("body", "Instructions"),
      f.string("week", "ISO week", { isRequired: true, pattern: "^\\d{4}-W\\d{2}$", hints: "e.g. 2026-W48" }),
      f.date("start", "Week start (Monday 00:00 UTC)"),
      f.string("icon", "Icon name"),
    ]),
    schema("newsletters", "Newsletter issues", [
      f.number("number", "Issue number", { minValue: 1 }),
      f.date("issueDate", "Issue date", { isRequired: true, hints: "The newest published issue is the current one" }),
      f.lstring("title", "Title", { isRequired: true, maxLength: 120 }),
      f.ltext("intro", "Intro"),
      f.lhtml("body", "Body"),
    ]),
    // Private: not in PUBLIC_SCHEMAS, read only server-side by /newsletter/:email and /present/:email.
    schema("recipients", "Newsletter recipients", [
      f.string("email", "E-mail", { isRequired: true, isUnique: true, maxLength: 254, hints: "Lower-case; the site looks recipients up by it" }),
      f.string("name", "Name", { isRequired: true, maxLength: 120 }),
      f.select("language", "Language", ["de", "en"], { defaultValue: "de" }),
      f.boolean("subscribed", "Subscribed", { defaultValue: false }),
      f.date("subscribedAt", "Subscribed at"),
      f.json("present", "Present", { hints: "{ title, message, code? } shown on /present/:email" }),
    ]),
  ];
}

/** Entity schemas that reference the base ones (appointments → practitioners). */
export function referencingEntitySchemas(id: SchemaIdOf): SchemaDto[] {
  return [
    schema("appointments", "Appointments", [
      f.date("start", "Start", { isRequired: true }),
      f.boolean("booked", "Booked", { defaultValue: false }),
      f.refs("practitioner", "Practitioner", [id("practitioners")], { maxItems: 1, isRequired: true }),
      f.number("durationMinutes", "Duration (minutes)", { minValue: 15, maxValue: 240, defaultValue: 50 }),
    ]),
  ];
}

/**
 * Schemas that reference pages or themes, created after the block components.
 *
 * Pages keep `seo` as one language-partitioned Json field `{ seotitle, slug, description }`: a page
 * then has one slug per language (`seo.de.slug`, `seo.en.slug`) and the visitor site reads title and
 * path from the same object. The home page has the empty slug `""` in every language (→ `/`, `/en`).
 */
export function pageSchemas(id: SchemaIdOf): SchemaDto[] {
  return [
    schema("pages", "Pages", [
      f.lstring("title", "Title", { isRequired: true, maxLength: 120 }),
      f.boolean("critical", "Critical (prerender first, preload)", { defaultValue: false }),
      f.ljson("seo", "SEO", { hints: '{ seotitle, slug, description }; slug "" is the home page' }),
      f.refs("themesettings", "Theme", [id("theme-settings")], { maxItems: 1 }),
      f.refs("backgroundColor", "Background colour", [id("colors")], { maxItems: 1 }),
      f.json("blocks", "Blocks", { hints: "Block tree: [{ id, schemaName, schemaId, active, fields, children? }]" }),
    ]),
  ];
}

/** Site-wide schemas, created last (global settings reference pages). */
export function siteSchemas(id: SchemaIdOf): SchemaDto[] {
  return [
    // A Default schema with one item rather than a Singleton: real Squidex creates a singleton's
    // item itself and refuses a POST, so one code path would not serve both services.
    schema(
      "global-settings",
      "Global settings",
      [
        f.lstring("siteName", "Site name", { isRequired: true }),
        f.lstring("tagline", "Tagline"),
        f.refs("defaultTheme", "Default theme", [id("theme-settings")], { maxItems: 1 }),
        f.refs("mainNavigation", "Main navigation", [id("pages")]),
        f.refs("footerNavigation", "Footer navigation", [id("pages")]),
        f.json("menus", "Menus", { hints: "{ main, footer }: [{ id, page | url, label: { de, en }, children? }] (src/lib/menus)" }),
        f.string("logoIcon", "Logo icon name"),
        f.string("contactEmail", "Contact e-mail"),
        f.json("socialLinks", "Social links", { hints: "[{ network, url, icon }]" }),
        f.json("consent", "Consent", { hints: "{ providerId, categories }" }),
        f.json("analytics", "Analytics", { hints: "{ enabled, domain }" }),
      ],
      { hints: "Exactly one item" },
    ),
    schema("backend-navigation", "Backend navigation", [
      f.lstring("label", "Label", { isRequired: true }),
      f.string("slug", "Slug", { isRequired: true, hints: "Path under /manage" }),
      f.string("icon", "Icon name"),
      f.json("children", "Children", { hints: "[{ label: { de, en }, slug, icon }]" }),
      f.string("component", "Admin component"),
      f.select("type", "Type", ["link", "group", "external"], { defaultValue: "link" }),
      f.number("order", "Order", { defaultValue: 0 }),
    ]),
  ];
}
