import * as v from "valibot";
import { FieldsSchema } from "../../lib/content/model.ts";
import { pageBlocks } from "../../lib/site/page-view.ts";
import type { BlockInstance } from "../../lib/tree/block.ts";
import { $editor, type OpenPage } from "../store.ts";

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
const pagesPath = (app: string) => `/cms/api/content/${encodeURIComponent(app)}/pages`;

/** One problem the server found in a write (the proxy's `issues`): a block's field to mark, or the block itself. */
export interface WriteProblem {
  /** Squidex-style path in the page data, e.g. `blocks.iv[2].children[1].text.de`. */
  path: string;
  blockId?: string;
  /** The field path inside the block (`text.de`), to hand to `focusField`. */
  field?: string;
  message: string;
}

const ProblemSchema = v.object({
  path: v.string(),
  blockId: v.optional(v.string()),
  field: v.optional(v.string()),
  message: v.string(),
});

/**
 * What a save or status change came to (success when the answer is 201 or carries an id, as Squidex answers):
 * saved, a conflict (412: someone saved a newer version), refused by the server's validation
 * (400 with the problems by block and field), or failed otherwise.
 */
export type WriteOutcome =
  | { kind: "saved"; version: number; status: string; newStatus?: string }
  | { kind: "conflict" }
  | { kind: "invalid"; message: string; problems: WriteProblem[] }
  | { kind: "failed"; status: number; message: string };

async function outcome(response: Response): Promise<WriteOutcome> {
  if (response.status === 412) return { kind: "conflict" };
  const body = (await response.json().catch(() => undefined)) as
    { id?: unknown; version?: unknown; status?: unknown; newStatus?: unknown; message?: unknown; issues?: unknown } | undefined;
  if (response.status === 400 && Array.isArray(body?.issues)) {
    const problems = body.issues.flatMap((issue) => {
      const parsed = v.safeParse(ProblemSchema, issue);
      return parsed.success ? [parsed.output] : [];
    });
    return { kind: "invalid", message: typeof body.message === "string" ? body.message : response.statusText, problems };
  }
  if (response.status === 201 || (response.ok && typeof body?.id === "string")) {
    const version = typeof body?.version === "number" ? body.version : Number(response.headers.get("etag")?.replace(/\D/g, "") ?? NaN);
    return { kind: "saved", version, status: String(body?.status ?? ""), newStatus: typeof body?.newStatus === "string" ? body.newStatus : undefined };
  }
  return { kind: "failed", status: response.status, message: typeof body?.message === "string" ? body.message : response.statusText };
}

/** Headers of a write: JSON both ways, and the builder's language for the server's messages. */
const jsonHeaders = () => ({ "content-type": "application/json", accept: "application/json", "accept-language": $editor.get().session?.lang ?? "de" });

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

/** A save's outcome; `draft` when it made a draft version of a published page and then did not save into it. */
export type SaveOutcome = WriteOutcome & { draft?: { version: number; newStatus: string } };

/**
 * Saves the tree without publishing it: a published page first gets a draft version (visitors keep
 * the published one), then the draft's data is replaced, checked against `page.version` (`If-Match`).
 * When the draft was made but its data was not saved (refused, a conflict, an error), the outcome
 * says so (`draft`): the page is at that version now, and the next save must build on it.
 */
export async function saveDraft(app: string, page: OpenPage, tree: BlockInstance[]): Promise<SaveOutcome> {
  const url = `${pagesPath(app)}/${encodeURIComponent(page.id)}`;
  let base = page.version;
  let draft: SaveOutcome["draft"];
  if (page.status === "Published" && !page.newStatus) {
    const created = await outcome(await fetch(`${url}/draft`, { method: "POST", headers: { ...jsonHeaders(), "if-match": String(base) } }));
    if (created.kind !== "saved") return created;
    base = created.version;
    draft = { version: created.version, newStatus: created.newStatus ?? "Draft" };
  }
  const data = { ...page.data, blocks: { iv: tree } };
  const saved = await outcome(
    await fetch(url, { method: "PUT", headers: { ...jsonHeaders(), "if-match": String(base), "x-unpublished": "1" }, body: JSON.stringify(data) }),
  );
  return saved.kind === "saved" || !draft ? saved : { ...saved, draft };
}

/** Publishes the page's newest version (its pending draft, or the draft page itself). */
export async function publishPage(app: string, id: string, version: number): Promise<WriteOutcome> {
  return outcome(
    await fetch(`${pagesPath(app)}/${encodeURIComponent(id)}/status`, {
      method: "PUT",
      headers: { ...jsonHeaders(), "if-match": String(version) },
      body: JSON.stringify({ status: "Published" }),
    }),
  );
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
