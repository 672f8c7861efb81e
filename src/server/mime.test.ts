import { describe, expect, it } from "vitest";
import { contentType, isHtmlType } from "./mime.ts";

describe("contentType", () => {
  it("sends the types a build holds exactly so, with charset=utf-8 on text, JSON, XML and the manifest", () => {
    const expected: Record<string, string> = {
      "index.html": "text/html; charset=utf-8",
      "_astro/a.B1.css": "text/css; charset=utf-8",
      "_astro/a.B1.js": "text/javascript; charset=utf-8",
      "sw.mjs": "text/javascript; charset=utf-8",
      "builds/latest.json": "application/json; charset=utf-8",
      "_astro/a.js.map": "application/json; charset=utf-8",
      "manifest.webmanifest": "application/manifest+json; charset=utf-8",
      "sitemap-index.xml": "application/xml; charset=utf-8",
      "robots.txt": "text/plain; charset=utf-8",
      "favicon.svg": "image/svg+xml",
      "favicon.ico": "image/x-icon",
      "a.png": "image/png",
      "a.jpg": "image/jpeg",
      "a.jpeg": "image/jpeg",
      "a.gif": "image/gif",
      "a.webp": "image/webp",
      "a.avif": "image/avif",
      "fonts/a.woff": "font/woff",
      "fonts/a.woff2": "font/woff2",
      "fonts/a.ttf": "font/ttf",
      "fonts/a.otf": "font/otf",
      "a.pdf": "application/pdf",
      "a.mp4": "video/mp4",
      "a.webm": "video/webm",
      "a.mp3": "audio/mpeg",
      "a.wasm": "application/wasm",
    };
    for (const [path, type] of Object.entries(expected)) expect(contentType(`/srv/dist/client/${path}`), path).toBe(type);
  });

  it("ignores the extension's case and serves unknown or missing extensions as opaque bytes", () => {
    expect(contentType("/A/INDEX.HTML")).toBe("text/html; charset=utf-8");
    for (const path of ["/a/README", "/a.d/file", "/a/.env", "/a/b.unknownext"]) expect(contentType(path), path).toBe("application/octet-stream");
  });
});

describe("isHtmlType", () => {
  it("is true for text/html with or without parameters only", () => {
    expect(isHtmlType("text/html; charset=utf-8")).toBe(true);
    expect(isHtmlType("TEXT/HTML")).toBe(true);
    expect(isHtmlType("text/htmlx")).toBe(false);
    expect(isHtmlType("application/xhtml+xml")).toBe(false);
    expect(isHtmlType(undefined)).toBe(false);
  });
});
