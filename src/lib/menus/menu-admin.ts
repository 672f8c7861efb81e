import { randomUUID } from "node:crypto";
import * as v from "valibot";
import { CONTENT_ID } from "../cms/allowed-url.ts";
import type { CmsClient } from "../cms/client.ts";
import { isCmsError } from "../cms/cms-error.ts";
import { ContentDataSchema } from "../content/model.ts";
import { HttpError } from "../errors/http-error.ts";
import { isForm, readText } from "../http/body.ts";
import { getPage, upstream } from "../page-admin/page-store.ts";
import { linkAddress } from "../link-address.ts";
import { LEGACY_FIELD, menuPages, MENUS, MENUS_FIELD, readMenus, type MenuItem, type Menus } from "./menu.ts";
import { addItem, indentItem, moveItem, outdentItem, relabelItem, removeItem, type MenuChange } from "./menu-ops.ts";
import { SETTINGS_SCHEMA } from "./menus-field.ts";

/** The largest form body the menu editor reads (labels and addresses are short). */
const FORM_BODY_LIMIT = 16 * 1024;

const Menu = v.picklist(MENUS);
const Version = v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number));
const Entry = v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,40}$/));
const Label = v.pipe(v.string(), v.trim(), v.maxLength(80, "long"));
const Address = v.pipe(v.string(), v.trim(), v.maxLength(500, "long"));

/** The menu editor's form posts (`/manage/pages/menus`, and "In Hauptmenü aufnehmen" on a page's details). */
export const MenuFormBody = v.variant("action", [
  v.object({ action: v.literal("add-page"), menu: Menu, version: Version, page: v.pipe(v.string(), v.regex(CONTENT_ID)) }),
  v.object({ action: v.literal("add-link"), menu: Menu, version: Version, url: Address, label_de: Label, label_en: Label }),
  v.object({ action: v.picklist(["up", "down", "indent", "outdent", "remove"]), menu: Menu, version: Version, entry: Entry }),
  v.object({ action: v.literal("relabel"), menu: Menu, version: Version, entry: Entry, label_de: Label, label_en: Label }),
]);
export type MenuForm = v.InferOutput<typeof MenuFormBody>;

/**
 * What is wrong with a menu post an editor can fix: `stale` (the menus changed since the form was
 * shown), `missing` (the entry is gone), `edge`/`depth` (the move leaves the menu's shape), `url`
 * (not an address a visitor can follow), `long` (a label or address past its length).
 */
export type MenuProblem = "stale" | "missing" | "edge" | "depth" | "url" | "long";

export type MenuOutcome =
  { ok: true; location: string; entry?: string } | { ok: false; status: 400 | 404 | 409; problem: MenuProblem; sent: Record<string, string> };

const SettingsItem = v.looseObject({ id: v.string(), version: v.pipe(v.number(), v.integer()), data: ContentDataSchema });

/** The global-settings item with its menus and version; an UpstreamError when the content service fails, a 404 catalog error when there is none. */
export async function loadMenus(cms: CmsClient): Promise<{ id: string; version: number; menus: Menus }> {
  let items: v.InferOutput<typeof SettingsItem>[];
  try {
    ({ items } = await cms.contents.list(SETTINGS_SCHEMA, "$top=1", undefined, SettingsItem));
  } catch (error) {
    return upstream(error);
  }
  const item = items[0];
  if (!item) throw new HttpError("NotFound");
  return { id: item.id, version: item.version, menus: readMenus(item.data) };
}

function change(form: MenuForm, items: MenuItem[]): MenuChange | { refused: "url" } {
  switch (form.action) {
    case "add-page":
      return { items: addItem(items, { id: randomUUID().slice(0, 8), page: form.page, label: { de: "", en: "" } }) };
    case "add-link": {
      // Stored completed (`example.org` as `https://example.org`), so the menu editor lists what visitors follow.
      const url = linkAddress(form.url);
      if (!url || url.startsWith("#") || url.startsWith("?")) return { refused: "url" };
      return { items: addItem(items, { id: randomUUID().slice(0, 8), url, label: { de: form.label_de, en: form.label_en } }) };
    }
    case "relabel":
      return relabelItem(items, form.entry, { de: form.label_de, en: form.label_en });
    case "remove":
      return removeItem(items, form.entry);
    case "up":
    case "down":
      return moveItem(items, form.entry, form.action);
    case "indent":
      return indentItem(items, form.entry);
    case "outdent":
      return outdentItem(items, form.entry);
  }
}

/**
 * Handles one menu form post: reads the url-encoded body (415 for another type, 413 past the
 * limit), parses it (a body the forms cannot send is a 400 HttpError), applies the change to the
 * menu and writes the global settings through the content client with `If-Match` of the version
 * the form showed: the menus field and, kept in step, the older reference fields. The content
 * service's publish event then renders the site anew. Problems an editor can fix come back
 * refused, with nothing changed. A success goes back to the menu editor, at the entry it changed.
 */
export async function handleMenuForm(cms: CmsClient, request: Request): Promise<MenuOutcome> {
  if (!isForm(request)) throw new HttpError("UnsupportedMediaType");
  const sent = Object.fromEntries(new URLSearchParams(await readText(request, FORM_BODY_LIMIT)));
  const parsed = v.safeParse(MenuFormBody, sent);
  if (!parsed.success) {
    if (parsed.issues.some((issue) => issue.message === "long")) return { ok: false, status: 400, problem: "long", sent };
    throw new HttpError("BadRequest", { details: { "": parsed.issues.map((issue) => `${v.getDotPath(issue) ?? "body"}: ${issue.message}`).slice(0, 5) } });
  }
  const form = parsed.output;
  const current = await loadMenus(cms);
  if (current.version !== form.version) return { ok: false, status: 409, problem: "stale", sent };
  if (form.action === "add-page" && !(await getPage(cms, form.page))) return { ok: false, status: 404, problem: "missing", sent };
  const result = change(form, current.menus[form.menu]);
  if ("refused" in result)
    return { ok: false, status: result.refused === "missing" ? 404 : result.refused === "url" ? 400 : 409, problem: result.refused, sent };
  const menus: Menus = { ...current.menus, [form.menu]: result.items };
  const data: Record<string, { iv: unknown }> = { [MENUS_FIELD]: { iv: menus } };
  for (const menu of MENUS) data[LEGACY_FIELD[menu]] = { iv: [...new Set(menuPages(menus[menu]))] };
  try {
    await cms.contents.patch(SETTINGS_SCHEMA, current.id, data, { ifMatch: current.version });
  } catch (error) {
    if (isCmsError(error) && error.status === 412) return { ok: false, status: 409, problem: "stale", sent };
    return upstream(error);
  }
  const added = form.action === "add-page" || form.action === "add-link" ? result.items.at(-1)?.id : undefined;
  const entry = added ?? ("entry" in form ? form.entry : undefined);
  return { ok: true, location: `/manage/pages/menus?done=${form.action}${entry ? `#entry-${entry}` : ""}`, entry };
}
