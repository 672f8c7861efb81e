import type { Fields } from "../content/model.ts";
import type { BlockInstance } from "./block.ts";
import { updateBlock } from "./update-block.ts";

/**
 * The tree with the named fields of block `id` replaced (each field whole, all its languages);
 * a field given as `undefined` is removed, fields not named are kept. Throws a `TreeError` (`not-found`).
 */
export function replaceFields(tree: BlockInstance[], id: string, changes: Partial<Fields>): BlockInstance[] {
  return updateBlock(tree, id, (block) => {
    const fields: Fields = { ...block.fields };
    for (const [name, value] of Object.entries(changes)) {
      if (value === undefined) delete fields[name];
      else fields[name] = value;
    }
    return { ...block, fields };
  });
}
