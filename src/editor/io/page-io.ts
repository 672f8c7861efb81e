import * as v from "valibot";
import { FieldsSchema } from "../../lib/content/model.ts";
import { pageBlocks } from "../../lib/site/page-view.ts";
import type { BlockInstance } from "../../lib/tree/block.ts";
import type { OpenPage } from "../store.ts";

/** A page as read for the editor (its newest version, drafts included, or an older one), with its block tree. */
export type LoadedPage = OpenPage & { tree: BlockInstance[] };

const PageSchema = v.object({
  id: v.string(),
  version: v.number(),
  status: v.string(),
  // Squidex may send null where the embedded service leaves it out.
  newStatus: v.nullish(v.string()),
  data: FieldsSchema,
});

/** Where the site's proxy reaches the pages of app `app`. */
export const pagesPath = (app: string) => `/cms/api/content/${encodeURIComponent(app)}/pages`;

/** Reads page `id` through the proxy (`X-Unpublished`: drafts included) with `search` (`""` or `?version=N`); undefined when it is gone. */
async function readPage(app: string, id: string, search: string): Promise<LoadedPage | undefined> {
  const response = await fetch(`${pagesPath(app)}/${encodeURIComponent(id)}${search}`, {
    headers: { accept: "application/json", "x-unpublished": "1" },
    cache: "no-store",
  });
  if (response.status === 404) return undefined;
  if (!response.ok) throw new Error(`GET page ${id}${search}: ${response.status}`);
  const { newStatus, ...page } = v.parse(PageSchema, await response.json());
  // A tree that does not parse opens as empty, as the page renders it (and says so on the console).
  return { ...page, ...(newStatus ? { newStatus } : {}), tree: pageBlocks(page) };
}

/** The page's newest version through the proxy (drafts included), or undefined when it is gone. */
export function loadPage(app: string, id: string): Promise<LoadedPage | undefined> {
  return readPage(app, id, "");
}

/** Reads a page at one of its versions (`?version=N`, drafts included): its status then and its block tree. */
export async function loadPageVersion(app: string, id: string, version: number): Promise<LoadedPage | undefined> {
  const page = await readPage(app, id, `?version=${version}`);
  return page && { ...page, version };
}

const VersionsSchema = v.object({
  id: v.string(),
  version: v.number(),
  versions: v.array(v.object({ version: v.number(), status: v.string(), at: v.optional(v.string()), by: v.optional(v.string()) })),
  more: v.optional(v.boolean(), false),
});

/** A page's version history as `GET /api/editor/versions` lists it, newest first. */
export type PageHistory = v.InferOutput<typeof VersionsSchema>;

/** The page's versions, newest first, with who made each and when where the site knows it; undefined when the page is gone. */
export async function loadVersions(id: string): Promise<PageHistory | undefined> {
  const response = await fetch(`/api/editor/versions?id=${encodeURIComponent(id)}`, { headers: { accept: "application/json" }, cache: "no-store" });
  if (response.status === 404) return undefined;
  if (!response.ok) throw new Error(`GET versions of ${id}: ${response.status}`);
  return v.parse(VersionsSchema, await response.json());
}
