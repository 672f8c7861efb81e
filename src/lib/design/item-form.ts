import type { CmsClient } from "../cms/client.ts";
import { refuseForm, type FormResult } from "./form.ts";
import { writeProblem } from "./items.ts";
import { itemUsage } from "./usage.ts";

/** A list screen of items that pages refer to by id (palette colours, text styles). */
export interface ItemScreen {
  schema: string;
  /** The screen's path, where a write goes back to. */
  path: string;
  /** The prefix of an item's element id, the anchor a write goes back to (`color-` + id). */
  anchor: string;
  /** The item in a log line (`colour`). */
  what: string;
}

/**
 * Creates an item (published, so the publishing loop picks it up) or updates it at the version
 * shown; a changed or deleted item changes nothing. Where to go next: the item on the screen.
 */
export async function saveItem(
  cms: CmsClient,
  screen: ItemScreen,
  form: { action: "create" } | { action: "update"; id: string; version: number },
  data: Record<string, unknown>,
): Promise<FormResult> {
  let id: string;
  try {
    if (form.action === "create") id = (await cms.contents.create(screen.schema, data, { publish: true })).id;
    else {
      await cms.contents.update(screen.schema, form.id, data, { ifMatch: form.version });
      id = form.id;
    }
  } catch (error) {
    return refuseForm(writeProblem(error, `${screen.what} ${form.action}`));
  }
  const done = form.action === "create" ? "created" : "updated";
  return { ok: true, location: `${screen.path}?done=${done}&id=${encodeURIComponent(id)}#${screen.anchor}${id}` };
}

/** Deletes the item `id` at `version` unless a page mentions it (then `inUse`, with those pages); a changed or deleted item stays. */
export async function deleteUnused(cms: CmsClient, screen: ItemScreen, form: { id: string; version: number }): Promise<FormResult> {
  const usedBy = await itemUsage(cms, form.id);
  if (usedBy.length) return refuseForm("inUse", usedBy);
  try {
    await cms.contents.delete(screen.schema, form.id, { ifMatch: form.version });
  } catch (error) {
    return refuseForm(writeProblem(error, `${screen.what} delete`));
  }
  return { ok: true, location: `${screen.path}?done=deleted` };
}
