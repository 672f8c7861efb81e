import * as v from "valibot";
import { FieldsSchema, type Fields } from "../content/model.ts";

/** A block instance of a page's tree. */
export interface BlockInstance {
  id: string;
  schemaName: string;
  schemaId: string;
  active: boolean;
  fields: Fields;
  children?: BlockInstance[];
}

/** Input may omit `active` (→ true) and `fields` (→ {}); output is a full BlockInstance. */
export const BlockSchema: v.GenericSchema<BlockInput, BlockInstance> = v.object({
  id: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
  schemaName: v.pipe(v.string(), v.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)),
  schemaId: v.string(),
  active: v.optional(v.boolean(), true),
  fields: v.optional(FieldsSchema, {}),
  children: v.optional(v.array(v.lazy(() => BlockSchema))),
});
type BlockInput = Omit<BlockInstance, "active" | "fields" | "children"> & { active?: boolean; fields?: Fields; children?: BlockInput[] };

/** A page's `blocks` tree: the root list of block instances. */
export const BlockTreeSchema = v.array(BlockSchema);
