import { readdirSync, readFileSync } from "node:fs";
import { builtinModules } from "node:module";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const pkg = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { dependencies: Record<string, string>; devDependencies: Record<string, string> };

/** What `npm start` and `npm run build` load: the site, its config and the entry points with the seed. */
function runtimeFiles(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(join(ROOT, dir), { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && /\.(ts|tsx|mjs|astro)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
      .map((e) => relative(ROOT, join(e.parentPath, e.name)));
  return [
    "astro.config.mjs",
    "scripts/start.ts",
    "scripts/serve.ts",
    "scripts/build.ts",
    "scripts/lib/seed-embedded.ts",
    ...walk("src"),
    ...walk("scripts/seed"),
  ];
}

/** Package names of the value imports (not `import type`) of a source file. */
function importedPackages(source: string): string[] {
  const names = new Set<string>();
  for (const [, typeOnly, spec] of source.matchAll(/(?:^|[\s;])(?:import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?["']([^"']+)["']/gm)) {
    if (typeOnly || !spec) continue;
    names.add(spec);
  }
  for (const [, spec] of source.matchAll(/import\(\s*["']([^"']+)["']\s*\)/g)) names.add(spec!);
  return [...names]
    .filter(
      (spec) =>
        // `#…`: the project's own subpath imports (package.json `imports`), files scanned themselves.
        !spec.startsWith(".") &&
        !spec.startsWith("~/") &&
        !spec.startsWith("#") &&
        !spec.startsWith("node:") &&
        !/^(astro|virtual):/.test(spec) &&
        !builtinModules.includes(spec),
    )
    .map((spec) => (spec.startsWith("@") ? spec.split("/").slice(0, 2).join("/") : spec.split("/")[0]!));
}

describe("a production install (NODE_ENV=production npm install) can build and start the site", () => {
  it("pins Node 24 as a runtime dependency, so npm start never runs on the system's Node", () => {
    expect(pkg.dependencies.node).toMatch(/^\^24\./);
    expect(pkg.devDependencies.node).toBeUndefined();
  });

  it("every package the site, its build and the seed import is a dependency, not a devDependency", () => {
    const missing = new Map<string, string>();
    const seen = new Set<string>();
    for (const file of runtimeFiles()) {
      for (const name of importedPackages(readFileSync(join(ROOT, file), "utf8"))) {
        if (!pkg.dependencies[name]) missing.set(name, file);
        seen.add(name);
      }
    }
    // The scan finds the site's packages at all (a scan that finds nothing would pass vacuously).
    expect([...seen]).toEqual(expect.arrayContaining(["astro", "@astrojs/node", "react", "valibot", "sharp"]));
    expect(Object.fromEntries(missing)).toEqual({});
  });
});
