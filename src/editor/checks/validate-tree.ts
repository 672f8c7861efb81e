import { isLang, type Lang } from "../../i18n/locales.ts";
import { splitPath, validateForm } from "../../forms/index.ts";
import type { BlockInstance } from "../../lib/tree/block.ts";
import type { BlockForms } from "./block-forms.ts";
import type { Check } from "./check.ts";

/** The field errors of one block, in `uiLang`: one `error` check per invalid value. */
function blockErrors(block: BlockInstance, forms: BlockForms, uiLang: Lang): Check[] {
  const form = forms(block.schemaName);
  if (!form) return [];
  const { errors } = validateForm(form, block.fields, uiLang);
  return Object.entries(errors).map(([path, messages]): Check => {
    // A value of the wrong shape is reported by field name alone (no partition).
    const { name, part } = path.includes(".") ? splitPath(path) : { name: path, part: undefined };
    const fieldLabel = form.byName.get(name)?.label[uiLang] ?? name;
    return { level: "error", code: "field", blockId: block.id, path, fieldLabel, message: messages[0] ?? "", ...(isLang(part) ? { lang: part } : {}) };
  });
}

/**
 * A validator of whole page trees: every shown block (hidden ones and what they hold are not
 * published, so they are skipped) runs its type's form rules (`validateForm`), per language, with
 * messages in `uiLang`. Results are kept per block object, so after a change only the blocks the
 * change replaced are validated again (the tree operations keep untouched blocks as they were).
 */
export function treeValidator(forms: BlockForms, uiLang: Lang): (tree: readonly BlockInstance[]) => Check[] {
  const cache = new WeakMap<BlockInstance, Check[]>();
  const visit = (blocks: readonly BlockInstance[], out: Check[]) => {
    for (const block of blocks) {
      if (block.active === false) continue;
      let found = cache.get(block);
      if (!found) cache.set(block, (found = blockErrors(block, forms, uiLang)));
      out.push(...found);
      if (block.children) visit(block.children, out);
    }
  };
  return (tree) => {
    const out: Check[] = [];
    visit(tree, out);
    return out;
  };
}
