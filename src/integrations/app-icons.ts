import type { AstroIntegration } from "astro";
import { mkdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { DEFAULT_COLORS } from "../lib/theme/colors.ts";

/** The one source every app icon is made from. */
const SOURCE = fileURLToPath(new URL("../../public/favicon.svg", import.meta.url));

/**
 * The web app's icons, generated at each code build from `public/favicon.svg` into
 * `pwa/`: 192 and 512 px, a 512 px maskable one (the mark inside the 80 % safe zone on the main
 * colour) and the 180 px Apple touch icon. Paths: src/lib/site/web-manifest.ts.
 */
export function appIcons(): AstroIntegration {
  return {
    name: "baukasten:app-icons",
    hooks: {
      "astro:build:done": async ({ dir, logger }) => {
        const { default: sharp } = await import("sharp");
        const out = join(fileURLToPath(dir), "pwa");
        await mkdir(out, { recursive: true });
        const svg = await readFile(SOURCE);
        const render = (size: number) => sharp(svg, { density: Math.ceil((72 * size) / 32) }).resize(size, size);
        await Promise.all([
          render(192).png().toFile(join(out, "icon-192.png")),
          render(512).png().toFile(join(out, "icon-512.png")),
          render(180).flatten({ background: DEFAULT_COLORS.colorMain }).png().toFile(join(out, "apple-touch-icon.png")),
          render(360)
            .png()
            .toBuffer()
            .then((mark) =>
              sharp({ create: { width: 512, height: 512, channels: 4, background: DEFAULT_COLORS.colorMain } })
                .composite([{ input: mark, gravity: "center" }])
                .png()
                .toFile(join(out, "icon-maskable-512.png")),
            ),
        ]);
        logger.info(`app icons written to ${out}`);
      },
    },
  };
}
