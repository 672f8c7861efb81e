import type { BlockInstance } from "../../lib/tree/block.ts";
import type { NewId } from "../../lib/tree/copy-block.ts";
import { walkTree } from "../../lib/tree/walk-tree.ts";
import type { Fields } from "../../lib/content/model.ts";
import type { PaletteEntry } from "./palette.ts";

/** The declared defaults of a code-backed type, stored as the content service keeps them (`iv`, or a value per language). */
function defaultFields(entry: PaletteEntry): Fields {
  const fields: Fields = {};
  for (const [name, declaration] of Object.entries(entry.type?.fields ?? {})) {
    const value = declaration.defaultValue;
    if (value === undefined) continue;
    fields[name] = declaration.partitioning === "language" ? { de: value, en: value } : { iv: value };
  }
  return fields;
}

/**
 * A new, shown block of `entry`'s type with a fresh id, its declared field defaults, and an empty
 * child list for a container. The browser does not know the component schema's id: the id of
 * another instance of the type on the page is reused, else the schema name stands in (the site
 * and the content service resolve blocks by `schemaName`).
 */
export function newBlock(entry: PaletteEntry, tree: readonly BlockInstance[], newId: NewId): BlockInstance {
  let schemaId = entry.schemaName;
  for (const { block } of walkTree(tree)) {
    if (block.schemaName === entry.schemaName) {
      schemaId = block.schemaId;
      break;
    }
  }
  return {
    id: newId(),
    schemaName: entry.schemaName,
    schemaId,
    active: true,
    fields: defaultFields(entry),
    ...(entry.container ? { children: [] } : {}),
  };
}
