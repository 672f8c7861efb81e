import type { BlockType } from "../../blocks/define-block.ts";
import type { Localized } from "../../blocks/fields.ts";
import { CATEGORIES, type BlockCategory } from "../../lib/content/tags.ts";
import type { BlockSchemaInfo, Fields } from "../../lib/content/model.ts";
import type { BlockRules } from "../rules.ts";

/** The group of a palette entry: a code-backed category, or `custom` for the site's admin-defined block types. */
export type PaletteCategory = BlockCategory | "custom";

/** The palette's order of groups. */
export const PALETTE_CATEGORIES: readonly PaletteCategory[] = [...CATEGORIES, "custom"];

/** One block type the add-block dialog offers. */
export interface PaletteEntry {
  schemaName: string;
  label: Localized;
  category: PaletteCategory;
  container: boolean;
  /** Sample field values for the preview (code-backed types that declare them). */
  example?: Fields;
  /** The declared fields of a code-backed type (their defaults fill a new block). */
  type?: BlockType;
}

/**
 * The block types an editor may add on this site: the code-backed ones in catalog order, then the
 * admin-defined component schemas (tagged `block`, named by their label, else their schema name), each only when the
 * site's rules know it.
 */
export function paletteEntries(types: readonly BlockType[], schemas: readonly BlockSchemaInfo[], rules: BlockRules): PaletteEntry[] {
  const known = new Set(types.map((type) => type.schemaName));
  const coded = types.map((type): PaletteEntry => ({
    schemaName: type.schemaName,
    label: type.label,
    category: type.category,
    container: type.container,
    ...(type.example ? { example: type.example } : {}),
    type,
  }));
  const custom = schemas
    .filter((schema) => !known.has(schema.name))
    .map((schema): PaletteEntry => ({
      schemaName: schema.name,
      label: schema.label ?? { de: schema.name, en: schema.name },
      category: "custom",
      container: false,
    }));
  return [...coded, ...custom].filter((entry) => rules.knows(entry.schemaName));
}

/** The entries by group, in `PALETTE_CATEGORIES` order; empty groups are left out. */
export function groupPalette(entries: readonly PaletteEntry[]): { category: PaletteCategory; entries: PaletteEntry[] }[] {
  return PALETTE_CATEGORIES.map((category) => ({ category, entries: entries.filter((entry) => entry.category === category) })).filter(
    (group) => group.entries.length > 0,
  );
}
