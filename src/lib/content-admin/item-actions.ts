import * as v from "valibot";
import type { CmsClient } from "../cms/client.ts";
import { isCmsError } from "../cms/cms-error.ts";
import { HttpError } from "../errors/http-error.ts";
import { isForm, readText } from "../http/body.ts";
import { forgetEdits, recordEdit } from "../page-admin/edits.ts";
import { ITEM_ID, upstream, type ContentAdminDeps } from "./schemas.ts";

/** The largest action form the content admin reads (ids and numbers only). */
const FORM_BODY_LIMIT = 4 * 1024;

const Id = v.pipe(v.string(), v.regex(ITEM_ID));
const Version = v.pipe(v.string(), v.regex(/^\d{1,15}$/), v.transform(Number));

/** The forms of the list and item screens: each names its action, the item and the version it was shown at. */
export const ItemActionBody = v.variant("action", [
  v.object({ action: v.literal("status"), id: Id, version: Version, status: v.picklist(["Draft", "Published", "Archived"]), back: v.optional(v.string()) }),
  v.object({ action: v.picklist(["approve", "reject"]), id: Id, version: Version, back: v.optional(v.string()) }),
  v.object({ action: v.literal("display"), id: Id, version: Version, display: v.picklist(["true", "false"]), back: v.optional(v.string()) }),
  v.object({ action: v.literal("delete"), id: Id, version: Version }),
  v.object({ action: v.literal("restore"), id: Id, version: Version, from: Version }),
]);
export type ItemAction = v.InferOutput<typeof ItemActionBody>;

/** What an action did, for the notice on the screen it leads to (`?done=`). */
export type ActionDone = "published" | "unpublished" | "archived" | "approved" | "rejected" | "shown" | "hidden" | "deleted" | "restored";

/** Reads and checks an action form: 415 for another body type, 413 past the limit, 400 for a form the screens cannot send. */
export async function readItemAction(request: Request): Promise<ItemAction> {
  if (!isForm(request)) throw new HttpError("UnsupportedMediaType");
  const sent = Object.fromEntries(new URLSearchParams(await readText(request, FORM_BODY_LIMIT)));
  const parsed = v.safeParse(ItemActionBody, sent);
  if (!parsed.success) {
    throw new HttpError("BadRequest", { details: { "": parsed.issues.map((issue) => `${v.getDotPath(issue) ?? "body"}: ${issue.message}`).slice(0, 5) } });
  }
  return parsed.output;
}

/** A failed call as the catalog says it: a missing item 404, a changed one EditConflict, a refused transition BadRequest. */
function refused(error: unknown): never {
  if (isCmsError(error)) {
    if (error.status === 404) throw new HttpError("NotFound");
    if (error.status === 412) throw new HttpError("EditConflict");
    if (error.status === 400) throw new HttpError("BadRequest");
  }
  return upstream(error);
}

async function setStatus(cms: CmsClient, schema: string, id: string, status: "Draft" | "Published" | "Archived", version: number) {
  return cms.contents.status(schema, id, status, { ifMatch: version }).catch(refused);
}

/**
 * Runs one action on item `id` of `schema` for the logged-in editor, through the content
 * service's Squidex endpoints, and says what was done. Each write applies only to the version the
 * screen showed (EditConflict otherwise):
 * - `status`: publish, back to draft (unpublish), or archive — the transitions of Squidex's default workflow;
 * - `approve` (publish; an archived item goes through draft, as the workflow requires) and `reject` (archive): moderation;
 * - `display`: sets the `display` flag (a patch of that one field);
 * - `delete`: removes the item;
 * - `restore`: writes the data of version `from` as a new version.
 */
export async function runItemAction(deps: ContentAdminDeps, schema: string, action: ItemAction): Promise<ActionDone> {
  const { cms } = deps;
  const record = (version: number) => recordEdit(deps.db, { contentId: action.id, version, userId: deps.user.id });
  switch (action.action) {
    case "status": {
      const saved = await setStatus(cms, schema, action.id, action.status, action.version);
      record(saved.version);
      return action.status === "Published" ? "published" : action.status === "Draft" ? "unpublished" : "archived";
    }
    case "approve": {
      const item = await cms.contents.get(schema, action.id, { unpublished: true }).catch(refused);
      if (item.version !== action.version) throw new HttpError("EditConflict");
      let version = item.version;
      if (item.status === "Archived") version = (await setStatus(cms, schema, action.id, "Draft", version)).version;
      if (item.status !== "Published") version = (await setStatus(cms, schema, action.id, "Published", version)).version;
      record(version);
      return "approved";
    }
    case "reject": {
      const saved = await setStatus(cms, schema, action.id, "Archived", action.version);
      record(saved.version);
      return "rejected";
    }
    case "display": {
      const saved = await cms.contents.patch(schema, action.id, { display: { iv: action.display === "true" } }, { ifMatch: action.version }).catch(refused);
      record(saved.version);
      return action.display === "true" ? "shown" : "hidden";
    }
    case "delete": {
      await cms.contents.delete(schema, action.id, { ifMatch: action.version }).catch(refused);
      forgetEdits(deps.db, action.id);
      return "deleted";
    }
    case "restore": {
      const old = await cms.contents.version(schema, action.id, action.from, { unpublished: true }).catch(refused);
      const saved = await cms.contents.update(schema, action.id, old.data, { ifMatch: action.version }).catch(refused);
      record(saved.version);
      return "restored";
    }
  }
}

/** A same-site path to go back to after an action (the list with its search and page), else `fallback`. */
export function backTo(back: string | undefined, fallback: string): string {
  return back && /^\/manage\/squidex\/[a-z0-9-]+(\?[^#\s\\]*)?$/.test(back) ? back : fallback;
}
