import { describe, expect, it } from "vitest";
import { SquidexError } from "../errors.ts";
import { parseResizeQuery, resolveVariant } from "./resize-params.ts";

const query = (q: string) => parseResizeQuery(new URLSearchParams(q));
const details = (q: string) => {
  try {
    query(q);
  } catch (error) {
    expect(error).toBeInstanceOf(SquidexError);
    expect((error as SquidexError).statusCode).toBe(400);
    return (error as SquidexError).details;
  }
  throw new Error(`no error for ${q}`);
};

describe("parseResizeQuery", () => {
  it("reads numbers, and modes and formats by enum name in any case", () => {
    expect(query("width=300&height=200&mode=cropupsize&quality=75&format=WEBP")).toEqual({
      width: 300,
      height: 200,
      mode: "CropUpsize",
      quality: 75,
      format: "webp",
    });
    expect(query("width=4096&height=1&quality=100&format=Jpeg&mode=BOXPAD")).toEqual({ width: 4096, height: 1, quality: 100, format: "jpeg", mode: "BoxPad" });
  });

  it("treats absent and empty values as not given and ignores other keys", () => {
    expect(query("")).toEqual({});
    expect(query("width=&format=&cache=60&version=0&download=1&bg=red")).toEqual({});
  });

  it("refuses out-of-range and malformed values with one detail per key", () => {
    for (const q of [
      "width=0",
      "width=4097",
      "width=99999",
      "width=abc",
      "width=-5",
      "width=3.5",
      "width=+5",
      "width=%205",
      "width=1e3",
      "height=0",
      "quality=0",
      "quality=101",
    ]) {
      expect(details(q), q).toEqual([
        `${q.split("=")[0]}: ${q.startsWith("quality") ? "Must be a whole number from 1 to 100." : "Must be a whole number from 1 to 4096."}`,
      ]);
    }
    expect(details("format=exe")).toEqual(["format: Must be one of AVIF, GIF, JPEG, PNG, WEBP."]);
    expect(details("mode=Nope")).toEqual(["mode: Must be one of Crop, CropUpsize, Pad, BoxPad, Max, Min."]);
    expect(details("width=abc&mode=Nope")).toHaveLength(2);
  });
});

describe("resolveVariant", () => {
  it("serves the stored file for non-raster types and for queries that change nothing", () => {
    expect(resolveVariant({ width: 300 }, "image/svg+xml")).toBeUndefined();
    expect(resolveVariant({ width: 300, format: "webp" }, "application/pdf")).toBeUndefined();
    expect(resolveVariant({}, "image/png")).toBeUndefined();
    expect(resolveVariant({ format: "png" }, "image/png")).toBeUndefined();
    expect(resolveVariant({ format: "png", quality: 50, mode: "Pad" }, "image/png")).toBeUndefined();
  });

  it("keeps the aspect ratio with one dimension: every mode but CropUpsize is Max", () => {
    for (const mode of [undefined, "Crop", "Pad", "BoxPad", "Max", "Min"] as const) {
      expect(resolveVariant({ width: 300, mode, format: "webp" }, "image/png")).toMatchObject({
        width: 300,
        height: undefined,
        mode: "Max",
        key: "300x0-max-q0.webp",
      });
    }
    expect(resolveVariant({ height: 90, mode: "CropUpsize" }, "image/jpeg")).toMatchObject({
      mode: "CropUpsize",
      format: "jpeg",
      key: "0x90-cropupsize-q0.jpeg",
    });
  });

  it("defaults to Crop with both dimensions, as Squidex does", () => {
    expect(resolveVariant({ width: 100, height: 100 }, "image/png")).toMatchObject({
      mode: "Crop",
      format: "png",
      mimeType: "image/png",
      source: "png",
      key: "100x100-crop-q0.png",
    });
    expect(resolveVariant({ width: 100, height: 100, mode: "Min" }, "image/png")?.key).toBe("100x100-min-q0.png");
  });

  it("keeps quality only for lossy output and names every distinct output with its own key", () => {
    expect(resolveVariant({ quality: 50 }, "image/jpeg")).toMatchObject({ mode: undefined, quality: 50, key: "0x0-keep-q50.jpeg" });
    expect(resolveVariant({ width: 300, quality: 50, format: "png" }, "image/jpeg")).toMatchObject({ quality: undefined, key: "300x0-max-q0.png" });
    expect(resolveVariant({ format: "webp" }, "image/png")).toMatchObject({ mode: undefined, mimeType: "image/webp", key: "0x0-keep-q0.webp" });
    expect(resolveVariant({ format: "avif", quality: 40 }, "image/gif")).toMatchObject({ source: "gif", mimeType: "image/avif", key: "0x0-keep-q40.avif" });
  });
});
