import { blockTypes } from "../../src/blocks/catalog.ts";
import { componentSchema } from "../../src/blocks/component-schema.ts";
import type { SchemaIdOf } from "./entity-schemas.ts";
import type { SchemaDto } from "./schema-dsl.ts";

/**
 * The component schema of every code-backed block type, derived from its declaration in
 * `src/blocks/<name>/schema.ts`; `id` resolves the schemas References fields point at.
 */
export function blockSchemas(id: SchemaIdOf): SchemaDto[] {
  return blockTypes.map((block) => componentSchema(block, id));
}
