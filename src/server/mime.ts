import { extname } from "node:path";
import { contentType as typeOf } from "mime-types";

// Where mime-db's answer is not what the site sends: a sitemap's XML is UTF-8 and says so, and
// favicons go out as `image/x-icon`, the name browsers and nginx use.
const OVERRIDES: Readonly<Record<string, string>> = {
  ".xml": "application/xml; charset=utf-8",
  ".ico": "image/x-icon",
};

/**
 * The Content-Type for a file name, from mime-db (`mime-types`): text types, JSON and the web app
 * manifest carry `charset=utf-8`; unknown types are served as opaque bytes.
 */
export function contentType(path: string): string {
  const ext = extname(path).toLowerCase();
  if (ext === "") return "application/octet-stream";
  return OVERRIDES[ext] ?? (typeOf(ext) || "application/octet-stream");
}

/** True for HTML documents (they get the CSP and the document-only headers). */
export function isHtmlType(type: string | undefined): boolean {
  return typeof type === "string" && /^text\/html\b/i.test(type);
}
