/** The Content-Security-Policy of every HTML response. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "font-src 'self'",
  "connect-src 'self'",
  "frame-src https:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join("; ");

/**
 * Hardening headers for one response: nosniff and Referrer-Policy always, the CSP on HTML, HSTS
 * only when the request came over TLS (`secure`).
 */
export function securityHeaders(opts: { html: boolean; secure: boolean }): Record<string, string> {
  const headers: Record<string, string> = {
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
  };
  if (opts.html) headers["content-security-policy"] = CONTENT_SECURITY_POLICY;
  if (opts.secure) headers["strict-transport-security"] = "max-age=31536000; includeSubDomains";
  return headers;
}
