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

/**
 * Fields of public schemas that only editors and the server's own reads (render pass, contact
 * form, booking notices) may see: every anonymous read path (`/api/rest`, `/api/getcontentitem`,
 * the `/cms` proxy, GraphQL, the cached answers of all of them) leaves them out, and refuses a
 * filter, sort or full-text search that could probe them (src/lib/cms/private-fields.ts). A
 * practitioner's e-mail is where the contact form and booking notices send mail; visitors write
 * through the form and never see the address.
 */
export const PRIVATE_FIELDS: Readonly<Record<string, readonly string[]>> = {
  practitioners: ["email"],
};

/** The private fields of `schema` (none for most). */
export const privateFields = (schema: string): readonly string[] => (Object.hasOwn(PRIVATE_FIELDS, schema) ? PRIVATE_FIELDS[schema]! : []);
