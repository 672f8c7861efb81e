import { expect, it } from "vitest";
import { cacheControl, IMMUTABLE, REVALIDATE, SHORT } from "./cache-policy.ts";

it("caches hashed assets forever and makes documents, manifests and the worker revalidate", () => {
  expect(cacheControl("/_astro/index.Dk3_a.js")).toBe(IMMUTABLE);
  for (const path of [
    "/index.html",
    "/en/about/index.html",
    "/sw.js",
    "/builds/latest.json",
    "/builds/meta/abc.json",
    "/en/_payload.json",
    "/manifest.webmanifest",
  ]) {
    expect(cacheControl(path), path).toBe(REVALIDATE);
  }
  expect(cacheControl("/fonts/inter.woff2")).toBe(SHORT);
  expect(cacheControl("/robots.txt")).toBe(SHORT);
});
