import type { CmsClient } from "../cms/client.ts";
import { isCmsError } from "../cms/cms-error.ts";
import { EntitySchema, type Entity, type SiteData } from "../content/model.ts";
import { all, readAssets, readSiteData } from "./load.ts";

/**
 * What one content event may have changed in a snapshot: one item of a schema, a whole schema,
 * the assets, or anything (schema changes, events the site cannot place).
 */
export type SiteChange = { kind: "item"; schema: string; id: string } | { kind: "schema"; schema: string } | { kind: "assets" } | { kind: "all" };

/** The snapshot's collections, by the schema they are read from. */
const COLLECTIONS = {
  pages: "pages",
  colors: "colors",
  "text-styles": "textStyles",
  icons: "icons",
  "theme-settings": "themes",
  "font-styles": "fonts",
  languages: "languages",
  "backend-navigation": "navigation",
  practitioners: "practitioners",
  appointments: "appointments",
  challenges: "challenges",
} as const satisfies Record<string, keyof SiteData>;
type ListField = (typeof COLLECTIONS)[keyof typeof COLLECTIONS];
const GLOBAL_SETTINGS = "global-settings";

/**
 * The change a content event names (Squidex's envelope: `type`, `payload.schemaId`, `payload.id`).
 * Content events of a schema the site does not read change nothing; schema, app and unknown events
 * change anything.
 */
export function changeOfEvent(event: { type: string; schema?: string; contentId?: string }): SiteChange | undefined {
  if (event.type.startsWith("Asset")) return { kind: "assets" };
  const { schema, contentId } = event;
  if (!schema || event.type.startsWith("Schema")) return { kind: "all" };
  if (!(schema in COLLECTIONS) && schema !== GLOBAL_SETTINGS) return undefined;
  return contentId ? { kind: "item", schema, id: contentId } : { kind: "schema", schema };
}

/** What an update touched: the snapshot fields read again and the ids whose items may differ. `all`: anything. */
export interface Touched {
  all: boolean;
  fields: Set<keyof SiteData>;
  ids: Set<string>;
}

export const touchedAll = (): Touched => ({ all: true, fields: new Set(), ids: new Set() });

const created = (item: Entity) => String((item as { created?: unknown }).created ?? "");

/**
 * `items` with `item` in the place a full read (`$orderby=created asc`) would put it; undefined when
 * another item has the same creation time (the read's order among those is the service's own).
 */
function placed(items: readonly Entity[], item: Entity): Entity[] | undefined {
  const at = items.findIndex((x) => x.id === item.id);
  if (at >= 0) return items.with(at, item);
  const time = created(item);
  if (items.some((x) => created(x) === time)) return undefined;
  const after = items.findIndex((x) => created(x) > time);
  return after < 0 ? [...items, item] : items.toSpliced(after, 0, item);
}

/**
 * `previous` with `changes` applied, read again from the content service: one item per item event
 * (its published version, or gone), a whole list per schema event, the assets per asset event. The
 * result equals a full read of the same content (`readSiteData`); `previous` is not changed.
 * `complete` is false when a read failed (the caller reads everything instead).
 */
export async function updateSiteData(
  client: CmsClient,
  previous: SiteData,
  changes: readonly SiteChange[],
): Promise<{ site: SiteData; complete: boolean; touched: Touched }> {
  const touched: Touched = { all: false, fields: new Set(), ids: new Set() };
  const site: SiteData = { ...previous };
  let complete = true;
  // As in a full read: a schema the app lacks (404) or the client may not read (403) is empty content.
  const onError = (what: string, error: unknown) => {
    if (!(isCmsError(error) && (error.status === 404 || error.status === 403))) complete = false;
    console.error(`Error fetching ${what}: ${error instanceof Error ? error.message : String(error)}`);
  };
  const wholeSchema = async (schema: string) => {
    const items = await all(client, schema, onError);
    if (schema === GLOBAL_SETTINGS) {
      touched.fields.add("globalSettings");
      site.globalSettings = items[0];
      return;
    }
    const field: ListField = COLLECTIONS[schema as keyof typeof COLLECTIONS];
    for (const item of [...site[field], ...items]) touched.ids.add(item.id);
    touched.fields.add(field);
    site[field] = items;
  };

  for (const change of changes) {
    if (change.kind === "all") return { ...(await readSiteData(client, previous.siteCode)), touched: touchedAll() };
    if (change.kind === "assets") {
      const assets = await readAssets(client, client.app, onError);
      for (const id of [...site.assets.keys(), ...assets.keys()]) touched.ids.add(id);
      touched.fields.add("assets");
      site.assets = assets;
    } else if (change.kind === "schema" || change.schema === GLOBAL_SETTINGS) {
      await wholeSchema(change.schema);
    } else {
      const field: ListField = COLLECTIONS[change.schema as keyof typeof COLLECTIONS];
      let item: Entity | undefined;
      try {
        item = await client.contents.get(change.schema, change.id, undefined, EntitySchema);
      } catch (error) {
        // 404: deleted or not published (the site reads published content only).
        if (!(isCmsError(error) && error.status === 404)) {
          onError(`${change.schema}/${change.id}`, error);
          continue;
        }
      }
      touched.ids.add(change.id);
      touched.fields.add(field);
      const next = item ? placed(site[field], item) : site[field].filter((x) => x.id !== change.id);
      if (next) site[field] = next;
      else await wholeSchema(change.schema);
    }
  }
  return { site, complete, touched };
}
