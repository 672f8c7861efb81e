import type { BlockType } from "../define-block.ts";
import { blockModels, type ComponentSchemaJson } from "./block-models.ts";
import type { WriteData } from "../../lib/cms/proxy.ts";
import type { WriteIssue } from "../../lib/cms/write-refusal.ts";
import { validateContentWrite } from "./validate-content-write.ts";

/** A schema as the content service's schema list gives it (only what the check reads). */
interface ListedSchema {
  name?: unknown;
  type?: unknown;
  properties?: { tags?: unknown } | null;
  fields?: unknown;
}

const memo = new WeakMap<readonly BlockType[], ReturnType<typeof blockModels>>();

/**
 * The server's check of every content write through the site: `listSchemas` reads the content
 * service's schemas (for each write, so a schema changed in the admin counts at once); code-backed
 * block types come from `catalog`, admin-defined ones are the component schemas tagged `block`.
 * The answer is every problem of the write, empty when it may go through.
 */
export function createContentWriteCheck(catalog: readonly BlockType[], listSchemas: () => Promise<readonly unknown[]>) {
  const containers = new Set(catalog.filter((block) => block.container).map((block) => block.schemaName));
  // The catalog's forms are code: built once per catalog, not per write.
  const codeBacked = memo.get(catalog) ?? blockModels(catalog, []);
  memo.set(catalog, codeBacked);
  return async (write: WriteData): Promise<WriteIssue[]> => {
    const schemas = (await listSchemas()) as ListedSchema[];
    const fieldsOf = (schema: ListedSchema) => (Array.isArray(schema.fields) ? (schema.fields as unknown[]) : []);
    const components: ComponentSchemaJson[] = schemas
      .filter((s) => s.type === "Component" && typeof s.name === "string" && Array.isArray(s.properties?.tags) && s.properties.tags.includes("block"))
      .map((s) => ({ name: s.name as string, fields: fieldsOf(s) }));
    const own = schemas.find((s) => s.name === write.schema);
    return validateContentWrite(write, {
      fields: own ? fieldsOf(own) : undefined,
      // A code-backed type wins a name an admin-defined schema also has.
      blocks: new Map([...blockModels([], components), ...codeBacked]),
      isContainer: (name) => containers.has(name),
    });
  };
}
