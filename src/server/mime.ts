import { contentType as typeOf } from "mime-types";

/** The extensions a build or an upload folder holds that the site serves with a type of their own. */
const SERVED = [
  ...[".html", ".css", ".js", ".mjs", ".json", ".map", ".webmanifest", ".xml", ".txt"],
  ...[".svg", ".ico", ".png", ".jpg", ".jpeg", ".gif", ".webp", ".avif"],
  ...[".woff", ".woff2", ".ttf", ".otf", ".pdf", ".mp4", ".webm", ".mp3", ".wasm"],
] as const;

// Where mime-db's answer is not what the site sends: a sitemap's XML is UTF-8 and says so, and
// favicons go out as `image/x-icon`, the name browsers and nginx use.
const OVERRIDES: Readonly<Record<string, string>> = {
  ".xml": "application/xml; charset=utf-8",
  ".ico": "image/x-icon",
};

/**
 * Content types by extension, from mime-db (`mime-types`): text types, JSON and the web app manifest
 * carry `charset=utf-8`. The nginx configuration's `types` block is written from the same table, so
 * nginx and the site server send the same Content-Type for every file.
 */
export const TYPES: Readonly<Record<string, string>> = Object.fromEntries(
  SERVED.map((ext) => [ext, OVERRIDES[ext] ?? (typeOf(ext) || "application/octet-stream")]),
);

/** The Content-Type for a file name; an extension the site does not serve as such goes out as opaque bytes. */
export function contentType(path: string): string {
  const dot = path.lastIndexOf(".");
  return (dot >= 0 && TYPES[path.slice(dot).toLowerCase()]) || "application/octet-stream";
}

/** True for HTML documents (they get the CSP and the document-only headers). */
export function isHtmlType(type: string | undefined): boolean {
  return typeof type === "string" && /^text\/html\b/i.test(type);
}
