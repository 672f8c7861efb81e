import type { Plugin } from "vite";

/** The builder entry, which the editor bar loads with `import()` on "Bearbeiten". */
const BUILDER_ENTRY = /[\\/]src[\\/]editor[\\/]mount\.ts$/;

/** What `builderModules` needs of a module: its static and its dynamic imports. */
export interface GraphNode {
  isEntry: boolean;
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
}

/**
 * The modules only the builder's first load needs: the builder entry and its static graph, less
 * everything any entry of the build reaches (statically or with `import()`) without going through
 * the builder entry (the editor bar, visitor islands, admin islands and scripts).
 */
export function builderModules(ids: Iterable<string>, node: (id: string) => GraphNode | null): Set<string> {
  const all = [...ids];
  const entry = all.find((id) => BUILDER_ENTRY.test(id));
  if (!entry) return new Set();
  const reach = (starts: string[], dynamic: boolean, stop?: string) => {
    const seen = new Set<string>();
    const queue = [...starts];
    while (queue.length) {
      const id = queue.pop()!;
      if (seen.has(id) || id === stop) continue;
      seen.add(id);
      const info = node(id);
      if (info) queue.push(...info.importedIds, ...(dynamic ? info.dynamicallyImportedIds : []));
    }
    return seen;
  };
  const elsewhere = reach(
    all.filter((id) => node(id)?.isEntry),
    true,
    entry,
  );
  return new Set([...reach([entry], false)].filter((id) => !elsewhere.has(id)));
}

/**
 * Keeps the builder's first load in one chunk (`mount`): rolldown would otherwise split what the
 * builder shares with its own lazy parts into a chunk per set of importers once some of those parts
 * can also be reached from elsewhere (an admin island's lazy form controls), and every chunk
 * boundary costs the up-front budget (docs/architecture.md, "Chunks"). The builder's lazy parts and
 * the modules other entries use keep rolldown's automatic chunks. Client build only.
 */
export function builderChunk(): Plugin {
  let group = new Set<string>();
  return {
    name: "baukasten:builder-chunk",
    configEnvironment(name) {
      if (name !== "client") return;
      const builder = { name: "mount", test: (id: string) => group.has(id), includeDependenciesRecursively: false };
      // The group takes no dependency along (React, the UI kit stay shared), which rolldown allows
      // only when entry chunks may export more than their module: islands still get their exports.
      return { build: { rolldownOptions: { preserveEntrySignatures: "allow-extension", output: { codeSplitting: { groups: [builder] } } } } };
    },
    buildEnd() {
      if (this.environment.name !== "client") return;
      group = builderModules(this.getModuleIds(), (id) => this.getModuleInfo(id));
    },
  };
}
