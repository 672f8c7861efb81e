import { buildFormModel, readPart, validateForm, type FormModel } from "../../forms/index.ts";
import { t } from "../../i18n/t.ts";
import type { WriteData } from "../../lib/cms/proxy.ts";
import type { WriteIssue } from "../../lib/cms/write-refusal.ts";
import { validateBlockTree } from "./validate-block-tree.ts";

/** What a write is checked against: the schema's fields as the content service lists them, and the block types. */
export interface WriteRules {
  /** The schema's fields (Squidex `FieldDto`s); undefined when the schema is unknown (the content service answers that). */
  fields: readonly unknown[] | undefined;
  blocks: ReadonlyMap<string, FormModel>;
  isContainer(schemaName: string): boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** The schema's form, or undefined when its fields do not build one (left to the content service's own checks). */
function schemaModel(schema: string, fields: readonly unknown[]): FormModel | undefined {
  try {
    return buildFormModel(fields);
  } catch (error) {
    console.error(`schema ${schema} does not build a form`, error);
    return undefined;
  }
}

/**
 * Every problem of a content write, as the site's forms see it (empty when it may go through):
 * the data is an object of fields, each field passes the schema's form (`validateForm`, messages
 * in `lang`), and a page's block tree (`blocks.iv` of `pages`) passes `validateBlockTree`.
 * Never throws.
 */
export function validateContentWrite(write: WriteData, rules: WriteRules): WriteIssue[] {
  const { schema, data, partial, lang } = write;
  if (!isRecord(data)) return [{ path: "", message: t(lang, "form.fallback") }];
  const issues: WriteIssue[] = [];
  const model = rules.fields && schemaModel(schema, rules.fields);
  if (model) {
    const checked = partial ? { fields: model.fields.filter((field) => Object.hasOwn(data, field.name)), byName: model.byName } : model;
    for (const [path, messages] of Object.entries(validateForm(checked, data, lang).errors)) {
      for (const message of messages) issues.push({ path, message });
    }
  }
  if (schema === "pages" && Object.hasOwn(data, "blocks") && !issues.some((issue) => issue.path.startsWith("blocks"))) {
    const tree = readPart(data, "blocks", "iv");
    if (tree !== undefined && tree !== null) issues.push(...validateBlockTree(tree, rules.blocks, rules.isContainer, lang));
  }
  return issues;
}
