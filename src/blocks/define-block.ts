import type { Fields } from "../lib/content/model.ts";
import type { ContentList } from "../lib/render/reads.ts";
import { propsSchema, type BlockFields, type Localized, type PropsSchema } from "./fields.ts";
import type { BlockCategory } from "../lib/content/tags.ts";

/** A block type without its view: what the seed, the builder's palette and the forms read. */
export interface BlockType<F extends BlockFields = BlockFields> {
  /** The component schema's name, e.g. `block-heading`; instances carry it as `schemaName`. */
  schemaName: string;
  label: Localized;
  category: BlockCategory;
  /** True when instances hold `children` (section, columns). */
  container: boolean;
  /** The collections the view lists: a change to any of their items re-renders pages with this block. */
  reads?: readonly ContentList[];
  fields: F;
  /**
   * Sample field values, stored as the content service keeps them (`{ text: { de, en } }`): the
   * builder's add-block dialog previews the block with them. Leave it out when the defaults show enough.
   */
  example?: Fields;
  /** Derived from `fields`: what `readProps` parses an instance's fields with. */
  schema: PropsSchema<F>;
}

/** Declares a block type; its props schema is derived from its fields. */
export function defineBlock<const F extends BlockFields>(declaration: Omit<BlockType<F>, "schema" | "container"> & { container?: boolean }): BlockType<F> {
  return { ...declaration, container: declaration.container ?? false, schema: propsSchema(declaration.fields) };
}
