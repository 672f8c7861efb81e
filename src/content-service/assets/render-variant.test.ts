import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { renderVariant } from "./render-variant.ts";
import { resolveVariant, type ResizeQuery } from "./resize-params.ts";

let dir: string;
let png: string;
let gif: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "render-variant-"));
  png = join(dir, "landscape.png");
  writeFileSync(
    png,
    await sharp({ create: { width: 600, height: 400, channels: 4, background: "#c2643f" } })
      .png()
      .toBuffer(),
  );
  gif = join(dir, "animated.gif");
  const frames = await Promise.all(
    ["#ff0000", "#00ff00"].map((c) =>
      sharp({ create: { width: 40, height: 20, channels: 3, background: c } })
        .png()
        .toBuffer(),
    ),
  );
  writeFileSync(
    gif,
    await sharp(frames, { join: { animated: true } })
      .gif({ loop: 0 })
      .toBuffer(),
  );
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function render(q: ResizeQuery, path = png, type = "image/png") {
  const variant = resolveVariant(q, type);
  if (!variant) throw new Error("no variant");
  const meta = await sharp(await renderVariant(path, variant), { animated: true }).metadata();
  return { format: meta.format, width: meta.width, height: meta.pageHeight ?? meta.height, pages: meta.pages ?? 1 };
}

// Source 600×400 (3:2) throughout.
describe("renderVariant", () => {
  it("keeps the aspect ratio with one dimension and never enlarges without CropUpsize", async () => {
    expect(await render({ width: 300, format: "webp" })).toEqual({ format: "webp", width: 300, height: 200, pages: 1 });
    expect(await render({ height: 100 })).toMatchObject({ format: "png", width: 150, height: 100 });
    expect(await render({ width: 1200, mode: "Pad" })).toMatchObject({ width: 600, height: 400 });
    expect(await render({ width: 1200, mode: "CropUpsize" })).toMatchObject({ width: 1200, height: 800 });
  });

  it("Crop fills the box and cuts the rest; a box larger on both sides pads instead (BoxPad)", async () => {
    expect(await render({ width: 100, height: 100, mode: "Crop" })).toMatchObject({ width: 100, height: 100 });
    expect(await render({ width: 100, height: 100 })).toMatchObject({ width: 100, height: 100 });
    expect(await render({ width: 800, height: 800, mode: "Crop" })).toMatchObject({ width: 800, height: 800 });
    expect(await render({ width: 800, height: 800, mode: "CropUpsize" })).toMatchObject({ width: 800, height: 800 });
  });

  it("Pad and BoxPad fit inside and pad to the box; Max fits inside; Min covers the box", async () => {
    expect(await render({ width: 300, height: 300, mode: "Pad" })).toMatchObject({ width: 300, height: 300 });
    expect(await render({ width: 900, height: 900, mode: "BoxPad" })).toMatchObject({ width: 900, height: 900 });
    expect(await render({ width: 300, height: 300, mode: "Max" })).toMatchObject({ width: 300, height: 200 });
    expect(await render({ width: 900, height: 900, mode: "Max" })).toMatchObject({ width: 600, height: 400 });
    expect(await render({ width: 300, height: 300, mode: "Min" })).toMatchObject({ width: 450, height: 300 });
  });

  it("converts formats and keeps animation only between animated formats", async () => {
    expect(await render({ format: "jpeg", quality: 60 })).toMatchObject({ format: "jpeg", width: 600, height: 400 });
    expect(await render({ format: "avif", width: 60 })).toMatchObject({ format: "heif", width: 60, height: 40 });
    expect(await render({ format: "webp", width: 20 }, gif, "image/gif")).toEqual({ format: "webp", width: 20, height: 10, pages: 2 });
    expect(await render({ format: "png" }, gif, "image/gif")).toEqual({ format: "png", width: 40, height: 20, pages: 1 });
  });

  it("rejects content it cannot decode", async () => {
    const broken = join(dir, "broken.png");
    writeFileSync(broken, Buffer.from("not a png at all"));
    await expect(renderVariant(broken, resolveVariant({ width: 10 }, "image/png")!)).rejects.toThrow();
  });
});
