import type { CmsClient } from "../cms/client.ts";
import type { AssetInfo, BlockSchemaInfo, Entity, SiteData } from "../content/model.ts";

const PAGE_SIZE = 200;

/** Every item of a schema, paged; a failed read is logged and yields [] (spec §8: the app continues). */
export async function all(client: CmsClient, schema: string): Promise<Entity[]> {
  const items: Entity[] = [];
  try {
    for (let skip = 0; ; skip += PAGE_SIZE) {
      const page = await client.contents.list<Entity>(schema, `$top=${PAGE_SIZE}&$skip=${skip}&$orderby=created asc`);
      items.push(...page.items);
      if (page.items.length < PAGE_SIZE) break;
    }
  } catch (error) {
    console.error(`Error fetching ${schema}: ${error instanceof Error ? error.message : String(error)}`);
  }
  return items;
}

async function assets(client: CmsClient, app: string): Promise<Map<string, AssetInfo>> {
  const map = new Map<string, AssetInfo>();
  try {
    for (let skip = 0; ; skip += PAGE_SIZE) {
      const page = await client.assets.list(`$top=${PAGE_SIZE}&$skip=${skip}`);
      for (const raw of page.items) {
        const a = raw as {
          id: string;
          fileName: string;
          slug?: string;
          mimeType: string;
          fileVersion?: number;
          metadata?: { pixelWidth?: number; pixelHeight?: number };
        };
        // The file version in the URL: a replaced file gets a new URL, so the bytes behind one never change.
        const version = Number.isInteger(a.fileVersion) ? `?version=${a.fileVersion}` : "";
        map.set(a.id, {
          id: a.id,
          fileName: a.fileName,
          mimeType: a.mimeType,
          url: `/cms/api/assets/${app}/${a.id}/${encodeURIComponent(a.slug ?? a.fileName)}${version}`,
          width: a.metadata?.pixelWidth,
          height: a.metadata?.pixelHeight,
        });
      }
      if (page.items.length < PAGE_SIZE) break;
    }
  } catch (error) {
    console.error(`Error fetching assets: ${error instanceof Error ? error.message : String(error)}`);
  }
  return map;
}

/** Component schemas tagged `block`, reduced to what the generic block view reads. */
async function blockSchemas(client: CmsClient): Promise<BlockSchemaInfo[]> {
  try {
    const { items } = await client.schemas.list();
    const out: BlockSchemaInfo[] = [];
    for (const raw of items) {
      const s = raw as {
        name?: string;
        type?: string;
        properties?: { tags?: string[] };
        fields?: { name: string; partitioning?: string; properties?: { fieldType?: string; tags?: string[] } }[];
      };
      if (s.type !== "Component" || !s.properties?.tags?.includes("block") || typeof s.name !== "string") continue;
      out.push({
        name: s.name,
        fields: (s.fields ?? []).map((field) => ({
          name: field.name,
          partitioning: field.partitioning ?? "invariant",
          properties: { fieldType: field.properties?.fieldType ?? "String", tags: field.properties?.tags ?? [] },
        })),
      });
    }
    return out;
  } catch (error) {
    console.error(`Error fetching schemas: ${error instanceof Error ? error.message : String(error)}`);
    return [];
  }
}

/** Reads everything the visitor site renders from, in parallel, published content only. */
export async function fetchSiteData(client: CmsClient, siteCode: string): Promise<SiteData> {
  const schemasLoading = blockSchemas(client);
  const [pages, colors, textStyles, icons, themes, fonts, languages, globals, navigation, practitioners, appointments, challenges, assetMap] =
    await Promise.all([
      all(client, "pages"),
      all(client, "colors"),
      all(client, "text-styles"),
      all(client, "icons"),
      all(client, "theme-settings"),
      all(client, "font-styles"),
      all(client, "languages"),
      all(client, "global-settings"),
      all(client, "backend-navigation"),
      all(client, "practitioners"),
      all(client, "appointments"),
      all(client, "challenges"),
      assets(client, client.app),
    ]);
  const schemas = await schemasLoading;
  return {
    pages,
    colors,
    textStyles,
    icons,
    themes,
    fonts,
    languages,
    globalSettings: globals[0],
    navigation,
    practitioners,
    appointments,
    challenges,
    assets: assetMap,
    blockSchemas: schemas,
    siteCode,
  };
}

/** Site data as JSON (the assets map as entries), to hand a build's snapshot to its prerendered pages. */
export const siteDataToJson = (site: SiteData): string => JSON.stringify({ ...site, assets: [...site.assets] });

export const siteDataFromJson = (json: string): SiteData => {
  const parsed = JSON.parse(json) as Omit<SiteData, "assets"> & { assets: [string, AssetInfo][] };
  return { ...parsed, assets: new Map(parsed.assets) };
};
