import * as v from "valibot";
import type { Lang } from "../../i18n/locales.ts";
import { localized } from "../../lib/content/localized.ts";
import type { Fields } from "../../lib/content/model.ts";
import type { PropsSchema } from "../fields.ts";

/**
 * Resolves a block's content-data fields (`{ field: { iv | de | en } }`) to its props in `lang`:
 * every schema entry is read through the language fallback, then parsed, so missing or malformed
 * values become the field's default instead of failing the page (`fields.ts` builds every entry
 * lenient).
 */
export function readProps<S extends PropsSchema>(schema: S, fields: Fields | undefined, lang: Lang): v.InferOutput<S> {
  const raw: Record<string, unknown> = {};
  for (const key of Object.keys(schema.entries)) raw[key] = localized(fields, key, lang) ?? undefined;
  return v.parse(schema, raw);
}
