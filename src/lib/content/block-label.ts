/** The schema tag holding an admin-defined block's label in one language (Squidex keeps tags, and a schema has one `label`). */
export const labelTag = (lang: "de" | "en", label: string) => `label:${lang}:${label}`;

/** A block schema's label in `lang` from its `label:<lang>:` schema tag, else its `label` property, else its name. */
export function blockLabel(schema: { name: string; properties?: { label?: unknown; tags?: readonly string[] | null } | null }, lang: "de" | "en"): string {
  const prefix = `label:${lang}:`;
  const tagged = schema.properties?.tags?.find((tag) => tag.startsWith(prefix));
  if (tagged) return tagged.slice(prefix.length);
  return typeof schema.properties?.label === "string" && schema.properties.label ? schema.properties.label : schema.name;
}
