import { existsSync, readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");

/** Static imports and re-exports of a module (not `import type`, not `import()`). */
function staticImports(code: string): string[] {
  const out: string[] = [];
  for (const m of code.matchAll(/^\s*(?:import|export)\s+(?!type\b)(?:[^"';]*?\sfrom\s+)?["']([^"']+)["']/gm)) out.push(m[1]!);
  return out;
}

/** Every package a module pulls in up front, following relative imports through the source. */
function upFrontPackages(entry: string): Set<string> {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const queue = [resolve(SRC, entry)];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file) || !existsSync(file)) continue;
    seen.add(file);
    for (const spec of staticImports(readFileSync(file, "utf8"))) {
      if (spec.startsWith(".")) queue.push(resolve(dirname(file), spec));
      else packages.add(spec);
    }
  }
  return packages;
}

const heavy = (packages: Set<string>) => [...packages].filter((name) => /^@tiptap\/|^prosemirror/.test(name));

describe("Tiptap loads on demand", () => {
  it("is not in the builder's first load (the editor bar, mount and the canvas with its Edit variants)", () => {
    for (const entry of ["editor/EditorBar.tsx", "editor/mount.ts", "blocks/registry.editor.ts"]) {
      expect(heavy(upFrontPackages(entry)), entry).toEqual([]);
    }
  });

  it("is not reachable from a visitor page's blocks", () => {
    expect(heavy(upFrontPackages("blocks/BlockTree.tsx"))).toEqual([]);
  });

  it("is what the rich-text editor module itself loads (so the checks above look at the right thing)", () => {
    expect(heavy(upFrontPackages("editor/fields/rich-text/RichTextEditor.tsx"))).toEqual(
      expect.arrayContaining(["@tiptap/react", "@tiptap/starter-kit", "@tiptap/extensions"]),
    );
  });
});
