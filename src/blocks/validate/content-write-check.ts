import type { FormModel } from "../../forms/index.ts";
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

/**
 * The server's check of every content write through the site, made once per catalog: code-backed
 * block types come from `catalog` (their forms built once, at the first write), admin-defined ones
 * are the component schemas tagged `block` in `schemas`, the content service's schema list (read
 * for each write by the caller, so a schema changed in the admin counts at once). The answer is
 * every problem of the write, empty when it may go through.
 */
export function createContentWriteCheck(catalog: readonly BlockType[]) {
  const containers = new Set(catalog.filter((block) => block.container).map((block) => block.schemaName));
  let built: ReadonlyMap<string, FormModel> | undefined;
  const isContainer = (name: string) => containers.has(name);
  return (write: WriteData, schemas: readonly unknown[]): WriteIssue[] => {
    const codeBacked = (built ??= blockModels(catalog, []));
    const listed = schemas as readonly ListedSchema[];
    const fieldsOf = (schema: ListedSchema) => (Array.isArray(schema.fields) ? (schema.fields as unknown[]) : []);
    // A code-backed type wins a name an admin-defined schema also has: only the others are built.
    const components: ComponentSchemaJson[] = listed
      .filter((s) => s.type === "Component" && typeof s.name === "string" && !codeBacked.has(s.name))
      .filter((s) => Array.isArray(s.properties?.tags) && s.properties.tags.includes("block"))
      .map((s) => ({ name: s.name as string, fields: fieldsOf(s) }));
    const own = listed.find((s) => s.name === write.schema);
    return validateContentWrite(write, {
      fields: own ? fieldsOf(own) : undefined,
      blocks: components.length ? new Map([...blockModels([], components), ...codeBacked]) : codeBacked,
      isContainer,
    });
  };
}
