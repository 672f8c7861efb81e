import * as v from "valibot";
import { FieldsSchema, type Fields } from "../../lib/content/model.ts";
import { pageBlocks } from "../../lib/site/page-view.ts";
import type { BlockInstance } from "../../lib/tree/block.ts";

/** A page as the builder works on it: the newest version, drafts included. */
export interface LoadedPage {
  id: string;
  version: number;
  /** `Draft`, `Published` or `Archived`. */
  status: string;
  /** Set while a published page has a pending draft version (`Draft`). */
  newStatus?: string;
  data: Fields;
  tree: BlockInstance[];
}

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

/** What a save or status change came to (spec §8: success when the answer is 201 or carries an id). */
export type WriteOutcome =
  { kind: "saved"; version: number; status: string; newStatus?: string } | { kind: "conflict" } | { kind: "failed"; status: number; message: string };

async function outcome(response: Response): Promise<WriteOutcome> {
  if (response.status === 412) return { kind: "conflict" };
  const body = (await response.json().catch(() => undefined)) as
    { id?: unknown; version?: unknown; status?: unknown; newStatus?: unknown; message?: unknown } | undefined;
  if (response.status === 201 || (response.ok && typeof body?.id === "string")) {
    const version = typeof body?.version === "number" ? body.version : Number(response.headers.get("etag")?.replace(/\D/g, "") ?? NaN);
    return { kind: "saved", version, status: String(body?.status ?? ""), newStatus: typeof body?.newStatus === "string" ? body.newStatus : undefined };
  }
  return { kind: "failed", status: response.status, message: typeof body?.message === "string" ? body.message : response.statusText };
}

const JSON_HEADERS = { "content-type": "application/json", accept: "application/json" };

/** The page's newest version through the proxy (`X-Unpublished`: drafts included), or undefined when it is gone. */
export async function loadPage(app: string, id: string): Promise<LoadedPage | undefined> {
  const response = await fetch(`${pagesPath(app)}/${encodeURIComponent(id)}`, {
    headers: { accept: "application/json", "x-unpublished": "1" },
    cache: "no-store",
  });
  if (response.status === 404) return undefined;
  if (!response.ok) throw new Error(`GET page ${id}: ${response.status}`);
  const { newStatus, ...page } = v.parse(PageSchema, await response.json());
  // A tree that does not parse opens as empty, as the page renders it (and says so on the console).
  return { ...page, ...(newStatus ? { newStatus } : {}), tree: pageBlocks(page) };
}

/**
 * Saves the tree without publishing it: a published page first gets a draft version (visitors keep
 * the published one), then the draft's data is replaced, checked against `version` (`If-Match`).
 */
export async function saveDraft(app: string, page: LoadedPage, tree: BlockInstance[], version: number): Promise<WriteOutcome> {
  const url = `${pagesPath(app)}/${encodeURIComponent(page.id)}`;
  let base = version;
  if (page.status === "Published" && !page.newStatus) {
    const created = await outcome(await fetch(`${url}/draft`, { method: "POST", headers: { ...JSON_HEADERS, "if-match": String(base) } }));
    if (created.kind !== "saved") return created;
    base = created.version;
  }
  const data = { ...page.data, blocks: { iv: tree } };
  return outcome(await fetch(url, { method: "PUT", headers: { ...JSON_HEADERS, "if-match": String(base), "x-unpublished": "1" }, body: JSON.stringify(data) }));
}

/** Publishes the page's newest version (its pending draft, or the draft page itself). */
export async function publishPage(app: string, id: string, version: number): Promise<WriteOutcome> {
  return outcome(
    await fetch(`${pagesPath(app)}/${encodeURIComponent(id)}/status`, {
      method: "PUT",
      headers: { ...JSON_HEADERS, "if-match": String(version) },
      body: JSON.stringify({ status: "Published" }),
    }),
  );
}
