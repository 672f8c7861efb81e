import { blockTypes } from "../../blocks/catalog.ts";
import type { BlockType } from "../../blocks/define-block.ts";
import { codeBlockForm, schemaBlockForm } from "../../blocks/validate/block-models.ts";
import type { FormModel } from "../../forms/index.ts";
import type { BlockSchemaInfo } from "../../lib/content/model.ts";

/** The form model of each block type by schema name; undefined for a type without one. */
export type BlockForms = (schemaName: string) => FormModel | undefined;

/**
 * The form models the checks validate blocks with: code-backed types from the catalog, the site's
 * admin-defined types (`site.blockSchemas`) after them. Each is built once, when first asked for.
 */
export function blockForms(schemas: readonly BlockSchemaInfo[] = [], types: readonly BlockType[] = blockTypes): BlockForms {
  const cache = new Map<string, FormModel | undefined>();
  const code = new Map(types.map((type) => [type.schemaName, type]));
  const admin = new Map(schemas.map((schema) => [schema.name, schema]));
  return (schemaName) => {
    if (cache.has(schemaName)) return cache.get(schemaName);
    const type = code.get(schemaName);
    const schema = admin.get(schemaName);
    const form = type ? codeBlockForm(type) : schema ? schemaBlockForm(schema) : undefined;
    cache.set(schemaName, form);
    return form;
  };
}
