const REFERRER_POLICY = "strict-origin-when-cross-origin";
const PERMISSIONS_POLICY = "camera=(), microphone=(), payment=(), usb=(), serial=(), browsing-topics=(), geolocation=(self)";
export const HSTS = "max-age=31536000; includeSubDomains";

export interface SecurityHeaderOptions {
  /** The response is an HTML document: add the CSP and the document-only headers. */
  html: boolean;
  /** The request came over TLS (directly or through a trusted local proxy): add HSTS. */
  secure: boolean;
  /** Extra `'sha256-…'` sources for inline scripts of this response. */
  scriptHashes?: readonly string[];
}

/** The Content-Security-Policy header value for HTML responses (each hash once). */
function contentSecurityPolicy(hashes: readonly string[], secure: boolean): string {
  const directives = [
    "default-src 'self'",
    ["script-src 'self'", ...new Set(hashes)].join(" "),
    // Inline style attributes come from React views and theme variables; scripts stay hash-only.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "media-src 'self' https:",
    "frame-src 'self' https:",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ];
  if (secure) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

/**
 * Hardening headers for one response (lower-case names): nosniff, Referrer-Policy and
 * Permissions-Policy always, HSTS only when the request came over TLS (`secure`), and the CSP
 * and COOP on HTML documents.
 */
export function securityHeaders(opts: SecurityHeaderOptions): Record<string, string> {
  const headers: Record<string, string> = {
    "x-content-type-options": "nosniff",
    "referrer-policy": REFERRER_POLICY,
    "permissions-policy": PERMISSIONS_POLICY,
  };
  if (opts.secure) headers["strict-transport-security"] = HSTS;
  if (opts.html) {
    headers["content-security-policy"] = contentSecurityPolicy(opts.scriptHashes ?? [], opts.secure);
    headers["cross-origin-opener-policy"] = "same-origin";
  }
  return headers;
}

/**
 * The hardening headers of one site process: `securityHeaders` with the inline-script hashes of
 * the build being served (the server sets them whenever it loads a build). Pages rendered on demand
 * (admin screens with islands) may carry inline scripts no prerendered page has: their HTML answers
 * (`onDemand`) allow those hashes too, while every file of the build keeps the shorter policy (its
 * bytes count against the first round trip).
 */
export interface HeaderBuilder {
  /** Shared and frozen: spread or copy it, never change it. */
  forResponse(opts: { html: boolean; secure: boolean; onDemand?: boolean }): Readonly<Record<string, string>>;
  useScriptHashes(hashes: Iterable<string>, onDemand?: Iterable<string>): void;
}

export function createHeaderBuilder(): HeaderBuilder {
  // The four header sets (html × secure) of files and of pages rendered on demand change only with
  // the build's script hashes: built then, shared by every response.
  const build = (scriptHashes: readonly string[]) =>
    [false, true].flatMap((html) => [false, true].map((secure) => Object.freeze(securityHeaders({ html, secure, scriptHashes }))));
  let files = build([]);
  let rendered = files;
  return {
    forResponse: ({ html, secure, onDemand = false }) => (onDemand ? rendered : files)[(html ? 2 : 0) + (secure ? 1 : 0)]!,
    useScriptHashes(hashes, onDemand = []) {
      files = build([...hashes]);
      rendered = build([...hashes, ...onDemand]);
    },
  };
}
