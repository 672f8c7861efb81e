import * as v from "valibot";
import type { CmsClient } from "../cms/client.ts";
import { isCmsError } from "../cms/cms-error.ts";
import { upstream } from "../page-admin/page-store.ts";

/** The content schema of icons (name, svg, critical; all invariant). */
export const ICONS_SCHEMA = "icons";
/** An icon's name: lower-case words with dashes, as blocks reference it. */
export const ICON_NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const ICON_NAME_MAX = 60;

const iv = <S extends v.GenericSchema>(schema: S) => v.optional(v.nullable(v.object({ iv: v.optional(v.nullable(schema)) })));
const IconItemSchema = v.looseObject({
  id: v.string(),
  version: v.number(),
  status: v.string(),
  data: v.looseObject({ name: iv(v.string()), svg: iv(v.string()), critical: iv(v.boolean()) }),
});

/** An icon as the admin shows it (the SVG as stored, sanitised before it was). */
export interface IconEntry {
  id: string;
  version: number;
  status: string;
  name: string;
  svg: string;
  critical: boolean;
}

const entry = (item: v.InferOutput<typeof IconItemSchema>): IconEntry => ({
  id: item.id,
  version: item.version,
  status: item.status,
  name: item.data.name?.iv ?? "",
  svg: item.data.svg?.iv ?? "",
  critical: item.data.critical?.iv === true,
});

/** Every icon, drafts included, by name. */
export async function listIcons(cms: CmsClient): Promise<IconEntry[]> {
  const out: IconEntry[] = [];
  try {
    for (let skip = 0; ; skip += 200) {
      const page = await cms.contents.list(ICONS_SCHEMA, `$top=200&$skip=${skip}`, { unpublished: true }, IconItemSchema);
      out.push(...page.items.map(entry));
      if (page.items.length < 200) break;
    }
  } catch (error) {
    upstream(error);
  }
  return out.sort((a, b) => a.name.localeCompare(b.name));
}

/** The icon `id`, or undefined. */
export async function getIcon(cms: CmsClient, id: string): Promise<IconEntry | undefined> {
  try {
    return entry(await cms.contents.get(ICONS_SCHEMA, id, { unpublished: true }, IconItemSchema));
  } catch (error) {
    if (isCmsError(error) && error.status === 404) return undefined;
    return upstream(error);
  }
}

const data = (icon: Pick<IconEntry, "name" | "svg" | "critical">) => ({ name: { iv: icon.name }, svg: { iv: icon.svg }, critical: { iv: icon.critical } });

/** Creates a published icon (the publish reaches visitors and the builder's picker through the publishing loop). */
export async function createIcon(cms: CmsClient, icon: Pick<IconEntry, "name" | "svg" | "critical">): Promise<string> {
  try {
    return (await cms.contents.create(ICONS_SCHEMA, data(icon), { publish: true })).id;
  } catch (error) {
    return upstream(error);
  }
}

/** Replaces an icon's data at `version` (false when it changed since: a 409/412 from the service). */
export async function updateIcon(cms: CmsClient, icon: IconEntry): Promise<boolean> {
  try {
    await cms.contents.update(ICONS_SCHEMA, icon.id, data(icon), { ifMatch: icon.version });
    if (icon.status !== "Published") await cms.contents.status(ICONS_SCHEMA, icon.id, "Published");
    return true;
  } catch (error) {
    if (isCmsError(error) && (error.status === 409 || error.status === 412)) return false;
    return upstream(error);
  }
}

/** Deletes an icon. */
export async function deleteIcon(cms: CmsClient, id: string): Promise<void> {
  try {
    await cms.contents.delete(ICONS_SCHEMA, id);
  } catch (error) {
    if (isCmsError(error) && error.status === 404) return;
    upstream(error);
  }
}
