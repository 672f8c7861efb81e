import { describe, expect, it } from "vitest";
import { altText, CONTENT_SIZES, imageSources, objectPosition, variantUrl } from "./image-sources.ts";
import { isPublicImageParam } from "./variants.ts";

const URL_ = "/cms/api/assets/app/hero-id/hero.png";
const at = (width: number) => `${URL_}?width=${width}&format=webp&cache=31536000`;
const full = `${URL_}?format=webp&cache=31536000`;
const widths = (srcSet = "") => srcSet.split(", ").map((c) => Number(c.split(" ")[1]!.slice(0, -1)));

describe("imageSources", () => {
  it("offers WebP at every allowed width below the intrinsic one plus the intrinsic width, src mid-size", () => {
    const s = imageSources({ url: URL_, mimeType: "image/png", width: 1200 });
    expect(s.srcSet).toBe(
      [320, 480, 640, 800, 1024]
        .map((w) => `${at(w)} ${w}w`)
        .concat(`${full} 1200w`)
        .join(", "),
    );
    expect(s.src).toBe(at(800));
    expect(s.sizes).toBe(CONTENT_SIZES);
  });

  it("caps at the largest allowed width for big sources, and offers only the intrinsic one for small ones", () => {
    expect(widths(imageSources({ url: URL_, mimeType: "image/jpeg", width: 4000 }).srcSet)).toEqual([320, 480, 640, 800, 1024, 1280, 1600, 1920]);
    expect(widths(imageSources({ url: URL_, mimeType: "image/jpeg", width: 1920 }).srcSet)).toEqual([320, 480, 640, 800, 1024, 1280, 1600, 1920]);
    const small = imageSources({ url: URL_, mimeType: "image/webp", width: 300 });
    expect(small).toEqual({ src: full, srcSet: `${full} 300w`, sizes: CONTENT_SIZES });
    expect(imageSources({ url: URL_, mimeType: "image/png", width: 600 }).src).toBe(full);
  });

  it("keeps the stored file for SVG, GIF and images of unknown width", () => {
    expect(imageSources({ url: URL_, mimeType: "image/svg+xml", width: 1200 })).toEqual({ src: URL_ });
    expect(imageSources({ url: URL_, mimeType: "image/gif", width: 1200 })).toEqual({ src: URL_ });
    expect(imageSources({ url: URL_, mimeType: "image/png", width: undefined })).toEqual({ src: URL_ });
  });

  it("writes only parameters the proxy lets anonymous visitors pass", () => {
    for (const candidate of imageSources({ url: URL_, mimeType: "image/png", width: 5000 }).srcSet!.split(", ")) {
      const query = new URL(candidate.split(" ")[0]!, "http://x").searchParams;
      for (const [key, value] of query) expect(isPublicImageParam(key, value), `${key}=${value}`).toBe(true);
    }
    expect(variantUrl("/a.png?version=2", 320)).toBe("/a.png?version=2&width=320&format=webp&cache=31536000");
  });
});

describe("isPublicImageParam", () => {
  it("allows the listed widths and formats and the one cache value, exactly", () => {
    expect(isPublicImageParam("width", "800")).toBe(true);
    expect(isPublicImageParam("format", "avif")).toBe(true);
    expect(isPublicImageParam("cache", "31536000")).toBe(true);
    for (const [key, value] of [
      ["width", "801"],
      ["width", "0800"],
      ["width", " 800"],
      ["format", "WEBP"],
      ["format", "gif"],
      ["cache", "86400"],
      ["height", "5"],
      ["mode", "Crop"],
      ["quality", "80"],
      ["download", "1"],
    ]) {
      expect(isPublicImageParam(key!, value!), `${key}=${value}`).toBe(false);
    }
  });
});

describe("objectPosition", () => {
  it("maps -1..1 to 0%..100%, left/top to right/bottom", () => {
    expect(objectPosition({ x: -1, y: -1 })).toBe("0% 0%");
    expect(objectPosition({ x: 0, y: 0 })).toBe("50% 50%");
    expect(objectPosition({ x: 1, y: 1 })).toBe("100% 100%");
    expect(objectPosition({ x: -0.5, y: 0.5 })).toBe("25% 75%");
  });

  it("rounds to a tenth of a percent", () => {
    expect(objectPosition({ x: 0.3333, y: -0.1234 })).toBe("66.7% 43.8%");
  });
});

describe("altText", () => {
  const asset = { alt: { de: "See", en: "Lake" } };
  it("prefers the view's own text, then the asset's in the page language, then its German one", () => {
    expect(altText("Eigener Text", asset, "en")).toBe("Eigener Text");
    expect(altText("", asset, "en")).toBe("Lake");
    expect(altText(" ", asset, "de")).toBe("See");
    expect(altText(undefined, { alt: { de: "See" } }, "en")).toBe("See");
  });

  it("is empty (decorative) when neither has one", () => {
    expect(altText(undefined, {}, "de")).toBe("");
  });
});
