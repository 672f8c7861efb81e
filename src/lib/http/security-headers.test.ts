import { expect, it } from "vitest";
import { createHeaderBuilder, securityHeaders } from "./security-headers.ts";

const directive = (csp: string, name: string) =>
  csp
    .split(";")
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `));

it("sends nosniff, Referrer-Policy and Permissions-Policy on every response, HSTS only over TLS", () => {
  const plain = securityHeaders({ html: false, secure: false });
  expect(plain["x-content-type-options"]).toBe("nosniff");
  expect(plain["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(plain["permissions-policy"]).toContain("camera=()");
  expect(plain["strict-transport-security"]).toBeUndefined();
  expect(plain["content-security-policy"]).toBeUndefined();
  expect(securityHeaders({ html: false, secure: true })["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
});

it("gives HTML a CSP header that forbids framing by others, plugins, base rewriting and inline scripts", () => {
  const csp = securityHeaders({ html: true, secure: false })["content-security-policy"]!;
  expect(directive(csp, "frame-ancestors")).toBe("frame-ancestors 'self'");
  expect(directive(csp, "object-src")).toBe("object-src 'none'");
  expect(directive(csp, "base-uri")).toBe("base-uri 'self'");
  expect(directive(csp, "script-src")).not.toContain("unsafe-inline");
  expect(csp).not.toContain("upgrade-insecure-requests");
});

it("allows the given inline-script hashes and no others", () => {
  const csp = securityHeaders({ html: true, secure: true, scriptHashes: ["'sha256-abc='", "'sha256-def='"] })["content-security-policy"]!;
  expect(directive(csp, "script-src")).toBe("script-src 'self' 'sha256-abc=' 'sha256-def='");
  expect(csp).toContain("upgrade-insecure-requests");
});

it("a header builder allows the hashes of the build being served, and only those", () => {
  const headers = createHeaderBuilder();
  expect(directive(headers.forResponse({ html: true, secure: false })["content-security-policy"]!, "script-src")).toBe("script-src 'self'");
  headers.useScriptHashes(["'sha256-old='"]);
  headers.useScriptHashes(["'sha256-new='", "'sha256-new='"]);
  expect(directive(headers.forResponse({ html: true, secure: false })["content-security-policy"]!, "script-src")).toBe("script-src 'self' 'sha256-new='");
});

it("pages rendered on demand also allow the on-demand hashes; the build's files do not carry them", () => {
  const headers = createHeaderBuilder();
  headers.useScriptHashes(["'sha256-page='"], ["'sha256-load='", "'sha256-page='"]);
  const scriptSrc = (onDemand: boolean) => directive(headers.forResponse({ html: true, secure: true, onDemand })["content-security-policy"]!, "script-src");
  expect(scriptSrc(false)).toBe("script-src 'self' 'sha256-page='");
  expect(scriptSrc(true)).toBe("script-src 'self' 'sha256-page=' 'sha256-load='");
});
