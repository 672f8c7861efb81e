/**
 * Schemas whose published content anonymous visitors may read (through `/cms/**` and the
 * `/api/*` reads). Everything else — backend navigation, component schemas read as content,
 * unknown schemas — needs an editor session.
 */
export const PUBLIC_SCHEMAS: ReadonlySet<string> = new Set([
  "pages",
  "colors",
  "text-styles",
  "icons",
  "theme-settings",
  "font-styles",
  "languages",
  "global-settings",
  "practitioners",
  "challenges",
  "appointments",
]);

/** True when anonymous visitors may read published content of `schema`. */
export const isPublicSchema = (schema: string) => PUBLIC_SCHEMAS.has(schema);
