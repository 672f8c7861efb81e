import type { ContentData, FormModel } from "../../forms/index.ts";
import type { Fields } from "../../lib/content/model.ts";
import { sameValue } from "../../lib/tree/same-tree.ts";

/**
 * The fields of `data` (what the panel's form reports) that differ from the block's `fields`, as
 * the `changes` of an `update-fields` action (each replaces the field whole, every language), or
 * undefined when nothing changed. Only the form's fields count: a field the form does not show
 * is never written.
 */
export function fieldChanges(fields: Fields, data: ContentData, model: FormModel): Partial<Fields> | undefined {
  const changes: Partial<Fields> = {};
  let changed = false;
  for (const { name } of model.fields) {
    const next = Object.hasOwn(data, name) ? data[name] : undefined;
    const before = Object.hasOwn(fields, name) ? fields[name] : undefined;
    if (next === undefined || sameValue(next, before)) continue;
    changes[name] = { ...next };
    changed = true;
  }
  return changed ? changes : undefined;
}
