import type { AstroIntegration } from "astro";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { SafeIcon } from "../lib/icons/index.ts";
import type { BuildContext } from "./build-context.ts";

/** Writes every sanitised icon as `<dir>/<name>.svg`; returns how many were written. */
export async function writeIconFiles(dir: string, icons: Iterable<SafeIcon>): Promise<number> {
  await mkdir(dir, { recursive: true });
  let written = 0;
  for (const icon of icons) {
    // Names are `^[a-z0-9]+(-[a-z0-9]+)*$` (checked by siteIcons), so they cannot leave `dir`.
    await writeFile(
      join(dir, `${icon.name}.svg`),
      icon.svg.includes("xmlns=") ? icon.svg : icon.svg.replace("<svg", '<svg xmlns="http://www.w3.org/2000/svg"'),
    );
    written++;
  }
  return written;
}

/**
 * Serves icons as static files: at `astro:build:done`, every icon of the content service,
 * sanitised (`sanitizeSvg`), is written to `dist/client/icons/<name>.svg` for islands to fetch on
 * first use (`$icons` in src/stores/icons.ts). Critical icons are inlined by the views as well.
 * Register before `precompress()` so the files get their .br/.gz siblings.
 */
export function icons(build: BuildContext): AstroIntegration {
  let clientDir: URL | undefined;
  return {
    name: "baukasten:icons",
    hooks: {
      "astro:config:done": ({ config }) => {
        clientDir = config.build.client;
      },
      "astro:build:done": async ({ logger }) => {
        // The icons of the snapshot the pages were rendered from (the sanitiser loads only now).
        const { siteIcons } = await import("../lib/icons/index.ts");
        const icons = siteIcons(await build.snapshot(), (m) => logger.warn(m));
        const dir = join(fileURLToPath(clientDir ?? new URL("./dist/client/", `file://${process.cwd()}/`)), "icons");
        const count = await writeIconFiles(dir, icons.values());
        logger.info(`${count} icons written to ${dir}`);
      },
    },
  };
}
