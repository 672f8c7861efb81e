import * as v from "valibot";
import type { BlockInstance } from "../../lib/tree/block.ts";
import { $editor, type OpenPage } from "../store.ts";
import { pagesPath } from "./page-io.ts";

// The builder's writes, apart from its reads: loaded with the first save or publish, not with the editor.

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
    { id?: unknown; version?: unknown; status?: unknown; newStatus?: unknown; message?: unknown; issues?: unknown; error?: unknown } | undefined;
  // The site's own endpoints say a stale version with the catalog's EditConflict (409).
  if (response.status === 409 && body?.error === "EditConflict") return { kind: "conflict" };
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

/**
 * Publishes the page at `version` (its pending draft, or the draft page itself) by the page admin's
 * path (`POST /api/editor/publish`: slugs and content checked first); with `tree`, that tree is
 * saved on the way, as one entry of the page's history.
 */
export async function publishPage(id: string, version: number, tree?: BlockInstance[]): Promise<WriteOutcome> {
  return outcome(
    await fetch("/api/editor/publish", {
      method: "POST",
      headers: jsonHeaders(),
      body: JSON.stringify({ id, version, ...(tree ? { blocks: tree } : {}) }),
    }),
  );
}
