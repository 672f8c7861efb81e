import * as v from "valibot";
import { validateForm, type FormModel } from "../../forms/index.ts";
import type { Lang } from "../../i18n/locales.ts";
import type { WriteIssue } from "../../lib/cms/write-refusal.ts";
import { FieldsSchema } from "../../lib/content/model.ts";
import { ERRORS } from "../../lib/errors/catalog.ts";
import { t } from "../../i18n/t.ts";

/** How deep blocks may nest: far beyond any real page, short of a stack overflow. */
const MAX_DEPTH = 32;
/** How many blocks a page may hold. */
const MAX_BLOCKS = 5000;

/**
 * One block of the tree, its children left for the walk: the shape the site's renderer reads
 * (`BlockSchema`, src/lib/tree/block.ts), or it would render the page without any block.
 */
const Shape = v.object({
  id: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
  schemaName: v.pipe(v.string(), v.maxLength(100)),
  schemaId: v.string(),
  active: v.optional(v.boolean()),
  fields: v.optional(FieldsSchema),
  children: v.optional(v.array(v.unknown())),
});

/**
 * Checks a page's block tree (the value of `blocks.iv`) as the builder would: every instance is a
 * block object of a known type (a key of `models`), holds children only when its type allows
 * (`isContainer`), and its fields pass its type's form (`validateForm`, messages in `lang`),
 * nested blocks included. A hidden block (`active: false`) and what it holds skip the field rules,
 * as in the builder's checks: it is work in progress visitors never see, and is checked once shown
 * again; its shape, type and children are checked all the same. `at` is the path of the tree
 * (`blocks.iv`). Never throws; returns every problem found, in tree order (empty when the tree is valid).
 */
export function validateBlockTree(
  tree: unknown,
  models: ReadonlyMap<string, FormModel>,
  isContainer: (schemaName: string) => boolean,
  lang: Lang,
  at = "blocks.iv",
): WriteIssue[] {
  const issues: WriteIssue[] = [];
  let count = 0;
  const visit = (list: unknown, path: string, depth: number, hidden: boolean): void => {
    if (!Array.isArray(list)) return void issues.push({ path, message: t(lang, "form.fallback") });
    list.forEach((item, index) => {
      const here = `${path}[${index + 1}]`;
      if (++count > MAX_BLOCKS || depth > MAX_DEPTH) return void issues.push({ path: here, message: t(lang, "form.fallback") });
      const parsed = v.safeParse(Shape, item);
      if (!parsed.success) return void issues.push({ path: here, message: t(lang, "form.fallback") });
      const block = parsed.output;
      const model = models.get(block.schemaName);
      if (!model) return void issues.push({ path: here, blockId: block.id, message: ERRORS.UnknownBlockType.message[lang] });
      const shown = !hidden && block.active !== false;
      const errors = shown ? validateForm(model, block.fields ?? {}, lang).errors : {};
      for (const [field, messages] of Object.entries(errors)) {
        for (const message of messages) issues.push({ path: `${here}.${field}`, blockId: block.id, field, message });
      }
      if (block.children?.length) {
        if (!isContainer(block.schemaName)) issues.push({ path: `${here}.children`, blockId: block.id, message: ERRORS.ChildrenNotAllowed.message[lang] });
        else visit(block.children, `${here}.children`, depth + 1, !shown);
      }
    });
  };
  visit(tree, at, 0, false);
  return issues;
}
