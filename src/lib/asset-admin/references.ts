import type { CmsClient } from "../cms/client.ts";

/** Content that mentions an asset: its schema, id and a title to show. */
export interface AssetReference {
  schema: string;
  id: string;
  title: string;
}

const PAGE = 200;

function titleOf(data: Record<string, unknown>, fallback: string): string {
  for (const key of ["title", "name", "label"]) {
    const value = data[key];
    if (typeof value === "string" && value.trim()) return value;
    if (value && typeof value === "object") {
      const byLang = value as Record<string, unknown>;
      const text = [byLang.de, byLang.iv, byLang.en].find((x): x is string => typeof x === "string" && x.trim() !== "");
      if (text) return text;
    }
  }
  return fallback;
}

/**
 * Every content item, drafts included, whose data mentions `assetId` (in an assets field, a block
 * tree or a URL in rich text), read through the content client schema by schema, so it works
 * against a real Squidex too. A failed read throws: a delete must not go ahead on a partial answer.
 */
export async function assetReferences(cms: CmsClient, assetId: string): Promise<AssetReference[]> {
  const { items: schemas } = await cms.schemas.list();
  const found: AssetReference[] = [];
  for (const schema of schemas) {
    if (schema.type === "Component") continue;
    for (let skip = 0; ; skip += PAGE) {
      const page = await cms.contents.list(schema.name, `$top=${PAGE}&$skip=${skip}`, { unpublished: true });
      for (const item of page.items) {
        const data = (item as { data?: Record<string, unknown> }).data ?? {};
        if (JSON.stringify(data).includes(assetId)) found.push({ schema: schema.name, id: item.id, title: titleOf(data, item.id) });
      }
      if (page.items.length < PAGE) break;
    }
  }
  return found;
}
