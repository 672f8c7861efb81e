import { blockTypes } from "../../blocks/catalog.ts";
import { componentSchema } from "../../blocks/component-schema.ts";
import type { BlockType } from "../../blocks/define-block.ts";
import { buildFormModel, type FormModel } from "../../forms/index.ts";
import type { BlockSchemaInfo } from "../../lib/content/model.ts";

/** The form model of each block type by schema name; undefined for a type without one. */
export type BlockForms = (schemaName: string) => FormModel | undefined;

/** The form of a code-backed block type: its component schema's fields, labelled in both languages. */
function codeForm(type: BlockType): FormModel {
  return buildFormModel(componentSchema(type, (name) => name).fields, { texts: type.fields });
}

/** The form of an admin-defined type; undefined when its fields would not build (the type is then not checked). */
function schemaForm(schema: BlockSchemaInfo): FormModel | undefined {
  try {
    return buildFormModel(schema.fields);
  } catch (error) {
    console.warn(`baukasten: block type ${schema.name} is not checked: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
}

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
    const form = type ? codeForm(type) : schema ? schemaForm(schema) : undefined;
    cache.set(schemaName, form);
    return form;
  };
}
