import * as v from "valibot";
import type { Lang } from "../../i18n/locales.ts";
import { localized } from "../../lib/content/localized.ts";
import type { Fields } from "../../lib/content/model.ts";

/** A field that falls back to `fallback` when it is missing or has the wrong shape (content is untrusted). */
export function opt<const S extends v.GenericSchema, const D extends v.InferOutput<S>>(schema: S, fallback: D) {
  return v.fallback(v.optional(schema, fallback as never), fallback as never) as unknown as v.SchemaWithFallback<v.OptionalSchema<S, D>, D>;
}

/** A localized plain-text field, `""` when absent. */
export const str = () => opt(v.string(), "");
/** A boolean field with its default. */
export const bool = (fallback: boolean) => opt(v.boolean(), fallback);
/** A select field: one of `values`, else `fallback`. */
export const pick = <const T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) => opt(v.picklist(values), fallback);
/** A References/Assets field (`[id]`), `[]` when absent. */
export const refs = () => opt(v.array(v.string()), [] as string[]);

/** Any object schema whose entries never fail (every entry built with the helpers above). */
type PropsSchema = v.ObjectSchema<v.ObjectEntries, undefined>;

/**
 * Resolves a block's content-data fields (`{ field: { iv | de | en } }`) to its props in `lang`:
 * every schema entry is read through the language fallback, then parsed, so missing or malformed
 * values become the schema's defaults instead of failing the page.
 */
export function readProps<S extends PropsSchema>(schema: S, fields: Fields | undefined, lang: Lang): v.InferOutput<S> {
  const raw: Record<string, unknown> = {};
  for (const key of Object.keys(schema.entries)) raw[key] = localized(fields, key, lang) ?? undefined;
  return v.parse(schema, raw);
}
