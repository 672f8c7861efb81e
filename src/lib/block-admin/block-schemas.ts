import type { CmsClient } from "../cms/client.ts";
import type { SchemaDto } from "../cms/responses.ts";
import { EDITOR, SCHEMA_TAG } from "../content/tags.ts";
import { upstream } from "../page-admin/page-store.ts";

/** The app's schemas, and among them the block types (component schemas tagged `block`), by name. */
export async function blockSchemas(cms: CmsClient): Promise<{ all: SchemaDto[]; blocks: SchemaDto[] }> {
  let all: SchemaDto[] = [];
  try {
    all = (await cms.schemas.list()).items;
  } catch (error) {
    upstream(error);
  }
  const blocks = all.filter((s) => s.type === "Component" && s.properties?.tags?.includes(SCHEMA_TAG.block)).sort((a, b) => a.name.localeCompare(b.name));
  return { all, blocks };
}

/** Per block type, the fields holding an icon name (`editor:icon`). */
export function iconFieldsOf(blocks: readonly SchemaDto[]): Map<string, string[]> {
  return new Map(blocks.map((s) => [s.name, (s.fields ?? []).filter((f) => f.properties.tags?.includes(EDITOR.icon)).map((f) => f.name)]));
}
