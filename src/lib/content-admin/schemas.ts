import type { DatabaseSync } from "node:sqlite";
import type { CmsClient } from "../cms/client.ts";
import { isCmsError } from "../cms/cms-error.ts";
import { odataParams } from "../cms/odata.ts";
import type { SchemaDto } from "../cms/responses.ts";
import { HttpError } from "../errors/http-error.ts";

/** Schemas with a screen of their own: pages are managed at `/manage/pages`. */
export const OWN_SCREENS: Readonly<Record<string, string>> = { pages: "/manage/pages" };
/** Where block types (the component schemas) are managed. */
export const BLOCKS_HREF = "/manage/blocks";
/** The schema whose items wait for approval while they are drafts. */
export const MODERATED_SCHEMA = "practitioners";
/** A content item id as the content screens and their endpoints take it from a URL or a form. */
export const ITEM_ID = /^[A-Za-z0-9_.-]{1,100}$/;

/** One entry of the content overview. */
export interface SchemaEntry {
  name: string;
  /** The content service's label (`properties.label`), else the name. */
  label: string;
  href: string;
  /** Items in all states; undefined when the count could not be read. */
  count: number | undefined;
  /** Drafts of a moderated schema: waiting for approval. */
  waiting?: number;
}

/** The overview: content schemas (in the content service's order), and how many block types there are. */
export interface ContentOverview {
  schemas: SchemaEntry[];
  blockTypes: number;
}

/** The label a schema carries in the content service, else its name. */
export function schemaLabel(schema: Pick<SchemaDto, "name" | "properties">): string {
  const label = (schema.properties as { label?: unknown } | undefined)?.label;
  return typeof label === "string" && label.trim() ? label : schema.name;
}

/** Whether a schema holds content items (a component schema is a block type). */
export const isContentSchema = (schema: Pick<SchemaDto, "type">) => schema.type !== "Component";

/** What every content-admin write works with: the content client, the site database (who made which version) and the editor. */
export interface ContentAdminDeps {
  cms: CmsClient;
  db: DatabaseSync;
  user: { id: number };
}

/** Logs a content-service failure and turns it into the catalog's 502; anything else is rethrown. */
export function upstream(error: unknown): never {
  if (isCmsError(error)) {
    console.error(`content admin: ${error.message}`);
    throw new HttpError("UpstreamError");
  }
  throw error;
}

async function countOf(cms: CmsClient, schema: string, filter?: string): Promise<number | undefined> {
  try {
    // One item is the smallest page every Squidex counts the total for.
    const list = await cms.contents.list(schema, odataParams({ top: 1, ...(filter ? { filter } : {}) }), { unpublished: true });
    return list.total;
  } catch (error) {
    if (isCmsError(error)) {
      console.error(`content admin: counting ${schema}: ${error.message}`);
      return undefined;
    }
    throw error;
  }
}

/**
 * Every content schema with its label, item count and screen (pages on their own screen), and the
 * number of block types; the overview sorts them by the title it shows (a UI string or the label).
 * The counts are read in parallel; one that fails is left out (logged), the schema list failing is
 * an UpstreamError.
 */
export async function contentOverview(cms: CmsClient): Promise<ContentOverview> {
  const list = await cms.schemas.list().catch(upstream);
  const content = list.items.filter(isContentSchema);
  const schemas = await Promise.all(
    content.map(async (schema): Promise<SchemaEntry> => {
      const [count, waiting] = await Promise.all([
        countOf(cms, schema.name),
        schema.name === MODERATED_SCHEMA ? countOf(cms, schema.name, "status eq 'Draft'") : Promise.resolve(undefined),
      ]);
      return {
        name: schema.name,
        label: schemaLabel(schema),
        href: OWN_SCREENS[schema.name] ?? `/manage/squidex/${encodeURIComponent(schema.name)}`,
        count,
        ...(waiting !== undefined ? { waiting } : {}),
      };
    }),
  );
  return { schemas, blockTypes: list.items.length - content.length };
}

/**
 * Content schema `name` with its fields, or undefined when there is none (or it is a block type,
 * whose items live inside pages). A content-service failure is an UpstreamError.
 */
export async function contentSchema(cms: CmsClient, name: string): Promise<SchemaDto | undefined> {
  if (!/^[a-z0-9][a-z0-9-]{0,99}$/.test(name)) return undefined;
  try {
    const schema = await cms.schemas.get(name);
    return isContentSchema(schema) ? schema : undefined;
  } catch (error) {
    if (isCmsError(error) && error.status === 404) return undefined;
    return upstream(error);
  }
}
