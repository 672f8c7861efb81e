import { buildFormModel, type FormModel } from "../../forms/index.ts";
import { componentSchema } from "../component-schema.ts";
import type { BlockType } from "../define-block.ts";

/** A component schema as the content service lists it (only what the models read). */
export interface ComponentSchemaJson {
  name: string;
  fields: readonly unknown[];
}

/** The form of a code-backed block type: its component schema's fields, labelled in both languages. */
export function codeBlockForm(type: BlockType): FormModel {
  // References fields point at schema ids; validation does not read them.
  return buildFormModel(componentSchema(type, (name) => name).fields, { texts: type.fields });
}

/** The form of an admin-defined block type; undefined (and said on the console) when its fields do not build one. */
export function schemaBlockForm(schema: ComponentSchemaJson): FormModel | undefined {
  try {
    return buildFormModel(schema.fields);
  } catch (error) {
    console.warn(`baukasten: block type ${schema.name} is not checked: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
}

/**
 * The form model of every block type a page may hold, by schema name: the code-backed types of
 * `catalog` (their declarations, with labels in both languages) and the admin-defined component
 * schemas of the content service (`schemas`, tagged `block`); a code-backed type wins a name both
 * have, as in the builder. An admin-defined schema whose fields do not build a form is left out,
 * so its instances are refused as unknown rather than let through unchecked.
 */
export function blockModels(catalog: readonly BlockType[], schemas: readonly ComponentSchemaJson[]): ReadonlyMap<string, FormModel> {
  const models = new Map<string, FormModel>();
  for (const block of catalog) models.set(block.schemaName, codeBlockForm(block));
  for (const schema of schemas) {
    if (models.has(schema.name)) continue;
    const form = schemaBlockForm(schema);
    if (form) models.set(schema.name, form);
  }
  return models;
}
