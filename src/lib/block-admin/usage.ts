import * as v from "valibot";
import type { CmsClient } from "../cms/client.ts";
import { ContentDataSchema, type Fields } from "../content/model.ts";
import { text } from "../content/localized.ts";
import { PAGES_SCHEMA, upstream } from "../page-admin/page-store.ts";
import type { BlockInstance } from "../tree/block.ts";

/** A page that uses a block type or an icon. */
export interface PageUse {
  id: string;
  /** The German title, else the English one, else the id (the order of lists). */
  title: string;
  /** The title an admin screen in that language shows: its own, else the other one, else the id. */
  titles: { de: string; en: string };
}

/** Where block types and icons are used, drafts included. */
export interface ContentUsage {
  /** Block type (schema name) → the pages whose tree holds it, by title. */
  blocks: Map<string, PageUse[]>;
  /** Icon name → the pages that show it, with the block types it appears in. */
  icons: Map<string, { page: PageUse; blocks: string[] }[]>;
}

const PageBlocksSchema = v.looseObject({ id: v.string(), data: ContentDataSchema });
const PAGE_SIZE = 200;

/** Block instances of any shape a stored tree may hold; what is not a block is skipped. */
function blocksOf(value: unknown): BlockInstance[] {
  if (!Array.isArray(value)) return [];
  return value.filter((b): b is BlockInstance => !!b && typeof b === "object" && typeof (b as BlockInstance).schemaName === "string");
}

/** Every block of a stored tree, depth first; malformed children are skipped, never a crash. */
function* everyBlock(tree: unknown): Generator<BlockInstance> {
  for (const block of blocksOf(tree)) {
    yield block;
    yield* everyBlock(block.children);
  }
}

/** Every string value of `fields[name]`, whatever its partition. */
function strings(fields: Fields | undefined, name: string): string[] {
  const field = fields?.[name];
  if (!field || typeof field !== "object") return [];
  return Object.values(field).filter((value): value is string => typeof value === "string" && value !== "");
}

const byTitle = (a: PageUse, b: PageUse) => a.title.localeCompare(b.title, "de");

/**
 * Reads every page with its block trees (every language, drafts included: a draft that holds a
 * block still needs its type) and says which pages use each block type and each icon.
 * `iconFields` names, per block type, its fields that hold an icon name (`editor:icon`).
 */
export async function contentUsage(cms: CmsClient, iconFields: ReadonlyMap<string, readonly string[]>): Promise<ContentUsage> {
  const blocks = new Map<string, PageUse[]>();
  const icons = new Map<string, { page: PageUse; blocks: string[] }[]>();
  try {
    for (let skip = 0; ; skip += PAGE_SIZE) {
      const list = await cms.contents.list(PAGES_SCHEMA, `$top=${PAGE_SIZE}&$skip=${skip}&$orderby=created asc`, { unpublished: true }, PageBlocksSchema);
      for (const item of list.items) {
        const de = text(item.data, "title", "de");
        const en = text(item.data, "title", "en");
        const page: PageUse = { id: item.id, title: de || en || item.id, titles: { de: de || en || item.id, en: en || de || item.id } };
        const types = new Set<string>();
        const shown = new Map<string, Set<string>>();
        for (const tree of Object.values(item.data.blocks ?? {})) {
          for (const block of everyBlock(tree)) {
            types.add(block.schemaName);
            for (const name of iconFields.get(block.schemaName) ?? []) {
              for (const icon of strings(block.fields, name)) shown.set(icon, (shown.get(icon) ?? new Set()).add(block.schemaName));
            }
          }
        }
        for (const type of types) blocks.set(type, [...(blocks.get(type) ?? []), page]);
        for (const [icon, types] of shown) icons.set(icon, [...(icons.get(icon) ?? []), { page, blocks: [...types].sort() }]);
      }
      if (list.items.length < PAGE_SIZE) break;
    }
  } catch (error) {
    upstream(error);
  }
  for (const pages of blocks.values()) pages.sort(byTitle);
  for (const uses of icons.values()) uses.sort((a, b) => byTitle(a.page, b.page));
  return { blocks, icons };
}
