import { describe, expect, it } from "vitest";
import { builderModules, type GraphNode } from "./builder-chunk.ts";

const MOUNT = "/p/src/editor/mount.ts";

function graph(nodes: Record<string, Partial<GraphNode>>) {
  return (id: string): GraphNode | null => (nodes[id] ? { isEntry: false, importedIds: [], dynamicallyImportedIds: [], ...nodes[id] } : null);
}

describe("builderModules", () => {
  it("takes the builder entry's static graph less what any entry reaches without it", () => {
    const nodes = {
      "/p/bar.tsx": { isEntry: true, importedIds: ["/p/react.js"], dynamicallyImportedIds: [MOUNT] },
      [MOUNT]: { importedIds: ["/p/store.ts", "/p/react.js", "/p/load-controls.ts"], dynamicallyImportedIds: ["/p/dialog.tsx"] },
      "/p/store.ts": { importedIds: ["/p/tree.ts"] },
      "/p/tree.ts": {},
      "/p/dialog.tsx": { importedIds: ["/p/store.ts", "/p/dialog-only.ts"] },
      "/p/dialog-only.ts": {},
      "/p/react.js": {},
      "/p/admin.tsx": { isEntry: true, importedIds: ["/p/load-controls.ts"] },
      "/p/load-controls.ts": { dynamicallyImportedIds: ["/p/heavy.tsx"] },
      "/p/heavy.tsx": { importedIds: ["/p/kit.ts"] },
      "/p/kit.ts": {},
    };
    expect([...builderModules(Object.keys(nodes), graph(nodes))].sort()).toEqual(["/p/src/editor/mount.ts", "/p/store.ts", "/p/tree.ts"]);
  });

  it("is empty without a builder entry", () => {
    expect(builderModules(["/p/a.ts"], graph({ "/p/a.ts": { isEntry: true } })).size).toBe(0);
  });
});
