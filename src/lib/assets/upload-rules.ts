import * as v from "valibot";
import type { Lang } from "../../i18n/locales.ts";
import { parseOrThrow } from "../parse.ts";

/** What an upload may be, as `GET /api/editor/uploads` says: the largest file and the accepted types. */
export const UploadRulesSchema = v.object({
  maxBytes: v.pipe(v.number(), v.minValue(0)),
  types: v.array(v.object({ mimeType: v.string(), extensions: v.array(v.string()), type: v.string() })),
});

export type UploadRules = v.InferOutput<typeof UploadRulesSchema>;

/** Why a file is not uploaded: a type the service does not take, or too large. */
export type UploadRefusal = "type" | "size" | "empty";

let loading: Promise<UploadRules> | undefined;

/** The upload rules, fetched once per page load (again after a failure). */
export function loadUploadRules(): Promise<UploadRules> {
  loading ??= fetch("/api/editor/uploads", { headers: { accept: "application/json" }, cache: "no-store" })
    .then(async (response) => {
      if (!response.ok) throw new Error(`GET /api/editor/uploads: ${response.status}`);
      return parseOrThrow(UploadRulesSchema, await response.json(), "upload rules");
    })
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}

/** The types a field takes: images only for an image field (`expectedType: Image`), else all. */
export function acceptedTypes(rules: UploadRules, imagesOnly: boolean): UploadRules["types"] {
  return imagesOnly ? rules.types.filter((kind) => kind.type === "Image") : rules.types;
}

/** The file-name extension of `name`, lower-case, without the dot (`""` when it has none). */
function extensionOf(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : "";
}

/**
 * Why `file` would be refused, or `undefined` when it may go: its type (by MIME type, else by
 * extension) must be accepted, and it must be neither empty nor larger than `maxBytes`.
 */
export function checkUpload(file: Pick<File, "name" | "size" | "type">, rules: UploadRules, imagesOnly: boolean): UploadRefusal | undefined {
  const types = acceptedTypes(rules, imagesOnly);
  const mime = file.type.split(";")[0]!.trim().toLowerCase();
  const extension = extensionOf(file.name);
  const known = types.some((kind) => (mime && kind.mimeType === mime) || kind.extensions.includes(extension));
  if (!known) return "type";
  if (file.size === 0) return "empty";
  if (file.size > rules.maxBytes) return "size";
  return undefined;
}

/** The `accept` attribute of a file input for the accepted types. */
export function acceptAttribute(rules: UploadRules, imagesOnly: boolean): string[] {
  return acceptedTypes(rules, imagesOnly).flatMap((kind) => [kind.mimeType, ...kind.extensions.map((extension) => `.${extension}`)]);
}

/** The accepted types as an editor reads them: `PNG, JPG, …` (the first extension of each type). */
export function typeList(rules: UploadRules, imagesOnly: boolean): string {
  return acceptedTypes(rules, imagesOnly)
    .map((kind) => kind.extensions[0]!.toUpperCase())
    .join(", ");
}

/** A size in megabytes or kilobytes in the language's number format (`9,99 MB`). */
export function formatBytes(bytes: number, lang: Lang): string {
  const locale = lang === "de" ? "de-DE" : "en-GB";
  if (bytes >= 1024 * 1024) return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(bytes / 1024 / 1024)} MB`;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(Math.max(1, bytes / 1024))} KB`;
}
