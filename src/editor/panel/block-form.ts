import { blockTypes } from "../../blocks/catalog.ts";
import { componentSchema } from "../../blocks/component-schema.ts";
import { buildFormModel, type FormModel } from "../../forms/index.ts";
import type { BlockSchemaInfo } from "../../lib/content/model.ts";
import type { BlockRules } from "../rules.ts";

/**
 * What the fields panel can show for a block type: its form (`form`), nothing because the site
 * does not know the type (`unknown`), or nothing because its schema describes fields no form can
 * be built from (`broken`: a bad rule, a field that is not field JSON).
 */
export type BlockForm = { kind: "form"; model: FormModel } | { kind: "unknown" } | { kind: "broken"; reason: string };

const codeBacked = new Map(blockTypes.map((type) => [type.schemaName, type]));
const UNKNOWN: BlockForm = { kind: "unknown" };
/** Forms of code-backed types (they never change while the page is open), and of admin-defined ones per list of schemas. */
const built = new Map<string, BlockForm>();
const builtFor = new WeakMap<readonly BlockSchemaInfo[], Map<string, BlockForm>>();

function build(schemaName: string, blockSchemas: readonly BlockSchemaInfo[]): BlockForm {
  const type = codeBacked.get(schemaName);
  // A References field's schema id only matters to a picker, which finds the schema by name.
  const fields = type ? componentSchema(type, (name) => name).fields : blockSchemas.find((schema) => schema.name === schemaName)?.fields;
  if (!fields) return UNKNOWN;
  try {
    return { kind: "form", model: buildFormModel(fields, type ? { texts: type.fields } : {}) };
  } catch (error) {
    return { kind: "broken", reason: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * The form of a block type for the fields panel, built once per type (the same object each time,
 * so the form keeps its model): a code-backed type's from the fields `componentSchema` gives the
 * content service, with its labels and hints in both languages; an admin-defined type's from its
 * component schema in `blockSchemas` (labelled as the schema labels its fields, else by name).
 * `unknown` for a type the site's `rules` do not know, or one without a schema.
 */
export function blockForm(schemaName: string, rules: BlockRules, blockSchemas: readonly BlockSchemaInfo[] = []): BlockForm {
  if (!rules.knows(schemaName)) return UNKNOWN;
  let cache = codeBacked.has(schemaName) ? built : builtFor.get(blockSchemas);
  if (!cache) builtFor.set(blockSchemas, (cache = new Map()));
  let form = cache.get(schemaName);
  if (!form) cache.set(schemaName, (form = build(schemaName, blockSchemas)));
  return form;
}
