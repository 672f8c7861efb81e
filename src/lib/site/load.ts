import type { CmsClient, ReadOptions } from "../cms/client.ts";
import { isCmsError } from "../cms/cms-error.ts";
import { assetUrl } from "../content/asset-url.ts";
import { blockLabel } from "../content/block-label.ts";
import { metadataFacts } from "../images/asset-metadata.ts";
import { EntitySchema, type AssetInfo, type BlockSchemaInfo, type Entity, type SiteData } from "../content/model.ts";

const PAGE_SIZE = 200;

/** What happens to a failed read: it is logged, and the app continues with what it has. */
type OnError = (what: string, error: unknown) => void;
const logError: OnError = (what, error) => console.error(`Error fetching ${what}: ${error instanceof Error ? error.message : String(error)}`);

/** Every item of a schema, paged; a failed read is logged and yields [], so the app continues. */
export async function all(client: CmsClient, schema: string, onError: OnError = logError, o?: ReadOptions): Promise<Entity[]> {
  const items: Entity[] = [];
  try {
    for (let skip = 0; ; skip += PAGE_SIZE) {
      const page = await client.contents.list(schema, `$top=${PAGE_SIZE}&$skip=${skip}&$orderby=created asc`, o, EntitySchema);
      items.push(...page.items);
      if (page.items.length < PAGE_SIZE) break;
    }
  } catch (error) {
    onError(schema, error);
  }
  return items;
}

/** Every asset by id, paged; a failed read is reported to `onError` and yields what was read. */
export async function readAssets(client: CmsClient, app: string, onError: OnError = logError): Promise<Map<string, AssetInfo>> {
  const map = new Map<string, AssetInfo>();
  try {
    for (let skip = 0; ; skip += PAGE_SIZE) {
      const page = await client.assets.list(`$top=${PAGE_SIZE}&$skip=${skip}`);
      for (const a of page.items) {
        map.set(a.id, { id: a.id, fileName: a.fileName, mimeType: a.mimeType, url: assetUrl(app, a), ...metadataFacts(a.metadata) });
      }
      if (page.items.length < PAGE_SIZE) break;
    }
  } catch (error) {
    onError("assets", error);
  }
  return map;
}

/** Component schemas tagged `block`, their fields whole (the builder's forms and checks read them as the server's write check does). */
async function blockSchemas(client: CmsClient, onError: OnError): Promise<BlockSchemaInfo[]> {
  try {
    const { items } = await client.schemas.list();
    const out: BlockSchemaInfo[] = [];
    for (const s of items) {
      if (s.type !== "Component" || !s.properties?.tags?.includes("block")) continue;
      out.push({
        name: s.name,
        label: { de: blockLabel(s, "de"), en: blockLabel(s, "en") },
        fields: (s.fields ?? []).map((field) => ({
          name: field.name,
          partitioning: field.partitioning ?? "invariant",
          ...(field.isHidden ? { isHidden: true } : {}),
          properties: { ...field.properties, tags: field.properties.tags ?? [] },
        })),
      });
    }
    return out;
  } catch (error) {
    onError("schemas", error);
    return [];
  }
}

/**
 * Reads everything the visitor site renders from, in parallel, published content only, and whether
 * every read succeeded (`complete`): an unreachable or failing content service left its part empty.
 * A schema the app does not have (404) or the client may not read (403) is empty content, not a
 * failure.
 */
export async function readSiteData(client: CmsClient, siteCode: string): Promise<{ site: SiteData; complete: boolean }> {
  let complete = true;
  const onError: OnError = (what, error) => {
    // 404: the app lacks the schema; 403: the client may not read it (a Reader cannot list schemas).
    // Both are how the content service is set up, not an outage: empty, and the data is complete.
    if (!(isCmsError(error) && (error.status === 404 || error.status === 403))) complete = false;
    logError(what, error);
  };
  const list = (schema: string) => all(client, schema, onError);
  const schemasLoading = blockSchemas(client, onError);
  const [pages, colors, textStyles, icons, themes, fonts, languages, globals, navigation, practitioners, appointments, challenges, assetMap] =
    await Promise.all([
      list("pages"),
      list("colors"),
      list("text-styles"),
      list("icons"),
      list("theme-settings"),
      list("font-styles"),
      list("languages"),
      list("global-settings"),
      list("backend-navigation"),
      list("practitioners"),
      list("appointments"),
      list("challenges"),
      readAssets(client, client.app, onError),
    ]);
  const schemas = await schemasLoading;
  const site: SiteData = {
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
  return { site, complete };
}
