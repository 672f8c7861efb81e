import * as v from "valibot";
import { parseBody } from "../schemas/body.ts";

/** Squidex's resize modes, matched case-insensitively as ASP.NET binds enums. */
const RESIZE_MODES = ["Crop", "CropUpsize", "Pad", "BoxPad", "Max", "Min"] as const;
export type ResizeMode = (typeof RESIZE_MODES)[number];

/** Output formats sharp writes, by Squidex `ImageFormat` name (lower-cased), with their MIME types. */
const OUTPUT_FORMATS = { avif: "image/avif", gif: "image/gif", jpeg: "image/jpeg", png: "image/png", webp: "image/webp" } as const;
export type OutputFormat = keyof typeof OUTPUT_FORMATS;

/** Largest width or height a variant may ask for: bounds the work one request can cause. */
const MAX_DIMENSION = 4096;

const FORMATS = Object.keys(OUTPUT_FORMATS) as OutputFormat[];
// Formats whose encoders take a quality; for the others `quality` changes nothing and is dropped.
const LOSSY: ReadonlySet<OutputFormat> = new Set(["avif", "jpeg", "webp"]);

const wholeNumber = (min: number, max: number) =>
  v.pipe(
    v.string(),
    v.regex(/^\d{1,6}$/, `Must be a whole number from ${min} to ${max}.`),
    v.transform(Number),
    v.minValue(min, `Must be a whole number from ${min} to ${max}.`),
    v.maxValue(max, `Must be a whole number from ${min} to ${max}.`),
  );
const caseInsensitive = <const T extends readonly string[]>(names: T, message: string) =>
  v.pipe(
    v.string(),
    v.transform((s) => names.find((n) => n.toLowerCase() === s.toLowerCase()) ?? s),
    v.picklist(names, message),
  );

/** The resize query of an asset file request; absent keys are not resized / not converted. */
const ResizeQuerySchema = v.object({
  width: v.optional(wholeNumber(1, MAX_DIMENSION)),
  height: v.optional(wholeNumber(1, MAX_DIMENSION)),
  mode: v.optional(caseInsensitive(RESIZE_MODES, `Must be one of ${RESIZE_MODES.join(", ")}.`)),
  /** 1–100; applies to JPEG, WebP and AVIF output. */
  quality: v.optional(wholeNumber(1, 100)),
  /** `WEBP`, `webp`, … */
  format: v.optional(caseInsensitive(FORMATS, `Must be one of ${FORMATS.map((f) => f.toUpperCase()).join(", ")}.`)),
});
export type ResizeQuery = v.InferOutput<typeof ResizeQuerySchema>;

/**
 * Reads `width`, `height`, `mode`, `quality` and `format` from a query string; an empty value
 * counts as absent. Throws Squidex's 400 `Validation error` naming each bad key.
 */
export function parseResizeQuery(params: URLSearchParams): ResizeQuery {
  const input: Record<string, string> = {};
  for (const key of Object.keys(ResizeQuerySchema.entries)) {
    const value = params.get(key);
    if (value !== null && value !== "") input[key] = value;
  }
  return parseBody(ResizeQuerySchema, input);
}

/** One derived image: what to produce, and the key that names it in the cache and the ETag. */
export interface Variant {
  width?: number;
  height?: number;
  /** Undefined when the size stays as it is (format or quality change only). */
  mode?: ResizeMode;
  format: OutputFormat;
  quality?: number;
  /** The stored file's format. */
  source: OutputFormat;
  mimeType: string;
  /** File-name-safe and unique per output, e.g. `300x0-max-q0.webp`. */
  key: string;
}

/** The output format a stored MIME type decodes as; undefined for anything sharp should not touch (SVG, PDF, …). */
function rasterFormat(mimeType: string): OutputFormat | undefined {
  return FORMATS.find((f) => OUTPUT_FORMATS[f] === mimeType);
}

/**
 * Normalises a resize query against the stored type: undefined means "serve the stored file"
 * (not a raster image, or nothing would change). With one dimension every mode keeps the aspect
 * ratio, so all but `CropUpsize` (which may enlarge) collapse to `Max`; with two the default is
 * Squidex's `Crop`.
 */
export function resolveVariant(query: ResizeQuery, sourceMimeType: string): Variant | undefined {
  const source = rasterFormat(sourceMimeType);
  if (!source) return undefined;
  const format = query.format ?? source;
  const quality = LOSSY.has(format) ? query.quality : undefined;
  const { width, height } = query;
  const resize = width !== undefined || height !== undefined;
  if (!resize && format === source && quality === undefined) return undefined;
  const mode: ResizeMode | undefined = !resize
    ? undefined
    : width !== undefined && height !== undefined
      ? (query.mode ?? "Crop")
      : query.mode === "CropUpsize"
        ? "CropUpsize"
        : "Max";
  const key = `${width ?? 0}x${height ?? 0}-${mode?.toLowerCase() ?? "keep"}-q${quality ?? 0}.${format}`;
  return { width, height, mode, format, quality, source, mimeType: OUTPUT_FORMATS[format], key };
}
