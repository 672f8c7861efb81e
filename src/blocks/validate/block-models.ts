import { buildFormModel, type FormModel } from "../../forms/index.ts";
import { componentSchema } from "../component-schema.ts";
import type { BlockType } from "../define-block.ts";

/** A component schema as the content service lists it (only what the models read). */
export interface ComponentSchemaJson {
  name: string;
  fields: readonly unknown[];
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
  for (const block of catalog) {
    // References fields point at schema ids; validation does not read them.
    models.set(block.schemaName, buildFormModel(componentSchema(block, () => "").fields, { texts: block.fields }));
  }
  for (const schema of schemas) {
    if (models.has(schema.name)) continue;
    try {
      models.set(schema.name, buildFormModel(schema.fields));
    } catch (error) {
      console.error(`block schema ${schema.name} does not build a form`, error);
    }
  }
  return models;
}
