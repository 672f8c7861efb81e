import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { sourceDigest } from "./source-digest.ts";

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A project folder with `files` (path → content). */
function project(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), "baukasten-digest-"));
  roots.push(root);
  for (const [path, content] of Object.entries(files)) write(root, path, content);
  return root;
}
function write(root: string, path: string, content: string) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), content);
}

const FILES = {
  "src/pages/index.astro": "<h1>Hallo</h1>",
  "src/lib/a.ts": "export const a = 1;",
  "public/favicon.svg": "<svg/>",
  "astro.config.mjs": "export default {};",
  "package-lock.json": "{}",
};

describe("sourceDigest", () => {
  it("changes with a source's content, a new source, the settings or the locked packages", () => {
    const root = project(FILES);
    const before = sourceDigest(root);
    expect(sourceDigest(root)).toBe(before);
    for (const [path, content] of [
      ["src/lib/a.ts", "export const a = 2;"],
      ["src/lib/b.ts", "export const b = 1;"],
      ["public/fonts/x.woff2", "font"],
      ["astro.config.mjs", "export default { site: 'x' };"],
      ["package-lock.json", '{"lockfileVersion":3}'],
    ] as const) {
      const previous = sourceDigest(root);
      write(root, path, content);
      expect(sourceDigest(root), path).not.toBe(previous);
    }
  });

  it("ignores what the build writes into src and the tests, and does not depend on file times", () => {
    const root = project(FILES);
    const before = sourceDigest(root);
    write(root, "src/styles/generated/content-classes.html", "<div class='text-xl'></div>");
    write(root, "src/lib/a.test.ts", "test");
    write(root, "src/components/X.test.tsx", "test");
    // Written again with the same content (a checkout touches files): same digest.
    write(root, "src/lib/a.ts", FILES["src/lib/a.ts"]);
    expect(sourceDigest(root)).toBe(before);
  });

  it("tells a file moved to another path from the same content in place", () => {
    const a = project(FILES);
    const b = project(FILES);
    rmSync(join(b, "src/lib/a.ts"));
    write(b, "src/lib/renamed.ts", FILES["src/lib/a.ts"]);
    expect(sourceDigest(b)).not.toBe(sourceDigest(a));
  });
});
