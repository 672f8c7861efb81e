import * as v from "valibot";
import type { CmsClient } from "../cms/client.ts";
import type { Problems } from "../block-admin/dynamic-form.ts";
import { HttpError } from "../errors/http-error.ts";
import { readBytes } from "../http/body.ts";
import { sanitizeSvgReport, type SvgRemoval } from "../icons/sanitize-report.ts";
import { SVG_MAX_LENGTH } from "../icons/sanitize.ts";
import { createIcon, deleteIcon, getIcon, ICON_NAME, ICON_NAME_MAX, listIcons, updateIcon } from "./icon-store.ts";
import { iconUsage, inUse, type IconUsage } from "./icon-usage.ts";

/** The largest icon form read: an SVG file of SVG_MAX_LENGTH, the same pasted, and the rest. */
const FORM_BODY_LIMIT = 3 * SVG_MAX_LENGTH;

export type IconAction = "check" | "save" | "rename" | "critical" | "delete";

/** What was typed into the new-icon form. */
export interface IconValues {
  name: string;
  svg: string;
  critical: boolean;
}

export type IconOutcome =
  | { ok: true; location: string }
  /** The sanitiser removed something: shown to the editor, who confirms the clean version (or not). */
  | { ok: false; status: 200; action: "check"; review: { values: IconValues; clean: string; removed: SvgRemoval[] } }
  | { ok: false; status: 400 | 404 | 409; action: IconAction; id?: string; values?: IconValues; problems: Problems; usedBy?: IconUsage };

const Id = v.pipe(v.string(), v.regex(/^[A-Za-z0-9._-]{1,100}$/));
const Name = v.optional(v.pipe(v.string(), v.maxLength(200)), "");
const Body = v.variant("action", [
  v.object({ action: v.picklist(["check", "save"]), name: Name, svg: v.optional(v.string(), ""), critical: v.optional(v.string()) }),
  v.object({ action: v.literal("rename"), id: Id, name: Name }),
  v.object({ action: v.literal("critical"), id: Id, critical: v.optional(v.string()) }),
  v.object({ action: v.literal("delete"), id: Id }),
]);

/** The form body (url-encoded or multipart) as fields; an uploaded SVG file becomes `svg` when nothing was pasted. */
async function readForm(request: Request): Promise<Record<string, string>> {
  const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type !== "multipart/form-data" && type !== "application/x-www-form-urlencoded") throw new HttpError("UnsupportedMediaType");
  const bytes = await readBytes(request, FORM_BODY_LIMIT);
  let form: FormData;
  try {
    form = await new Response(bytes as BodyInit, { headers: { "content-type": request.headers.get("content-type")! } }).formData();
  } catch {
    throw new HttpError("BadRequest");
  }
  const out: Record<string, string> = {};
  let file: File | undefined;
  for (const [key, value] of form) {
    if (typeof value === "string") out[key] = value;
    else if (key === "file" && value.size > 0) file = value;
  }
  if (file && !out.svg?.trim()) {
    if (file.size > SVG_MAX_LENGTH) out.svg = "\u0000too-large";
    else out.svg = new TextDecoder("utf-8", { fatal: false }).decode(await file.arrayBuffer());
  }
  return out;
}

/** What a rename or delete is refused with while a page's block (else a navigation item) shows the icon. */
const IN_USE = {
  rename: { pages: "admin.icons.rename.used", navigation: "admin.icons.rename.usedNavigation" },
  delete: { pages: "admin.icons.delete.used", navigation: "admin.icons.delete.usedNavigation" },
} as const;

/** The refusal of renaming or deleting `icon` while something shows it (both refer to it by name); undefined when nothing does. */
async function refuseInUse(cms: CmsClient, icon: { id: string; name: string }, action: keyof typeof IN_USE): Promise<IconOutcome | undefined> {
  const usedBy = (await iconUsage(cms))(icon.name);
  if (!inUse(usedBy)) return undefined;
  const key = usedBy.pages.length ? IN_USE[action].pages : IN_USE[action].navigation;
  return { ok: false, status: 409, action, id: icon.id, problems: { form: { key, params: { name: icon.name } } }, usedBy };
}

function nameProblem(name: string, taken: boolean): Problems {
  if (!name) return { name: { key: "admin.icons.error.name.required" } };
  if (name.length > ICON_NAME_MAX || !ICON_NAME.test(name)) return { name: { key: "admin.icons.error.name.invalid" } };
  if (taken) return { name: { key: "admin.icons.error.name.taken", params: { name } } };
  return {};
}

/**
 * One form post to `/manage/squidex/icons` for a logged-in editor. A new icon (`check`) is
 * sanitised first: when the sanitiser removed anything the editor sees what and confirms (`save`,
 * which sanitises the sent markup again: only the clean SVG is ever stored); a clean one is saved
 * at once. Rename and delete are refused while a page's block or a backend navigation item shows
 * the icon (both refer to it by name).
 * What an editor can fix comes back refused with nothing written.
 */
export async function handleIconForm(cms: CmsClient, request: Request): Promise<IconOutcome> {
  const parsed = v.safeParse(Body, await readForm(request));
  if (!parsed.success)
    throw new HttpError("BadRequest", { details: { "": parsed.issues.map((issue) => `${v.getDotPath(issue) ?? "body"}: ${issue.message}`).slice(0, 5) } });
  const form = parsed.output;
  switch (form.action) {
    case "check":
    case "save": {
      const values: IconValues = { name: form.name.trim(), svg: form.svg, critical: form.critical !== undefined };
      const icons = await listIcons(cms);
      const problems: Problems = nameProblem(
        values.name,
        icons.some((icon) => icon.name === values.name),
      );
      const report = sanitizeSvgReport(values.svg);
      if (!values.svg.trim()) problems.svg = { key: "admin.icons.error.svg.required" };
      else if (values.svg.length > SVG_MAX_LENGTH || values.svg.startsWith("\u0000"))
        problems.svg = { key: "admin.icons.error.svg.large", params: { max: SVG_MAX_LENGTH / 1024 } };
      else if (!report.svg) problems.svg = { key: "admin.icons.error.svg.invalid" };
      if (values.svg.startsWith("\u0000")) values.svg = "";
      if (Object.keys(problems).length) return { ok: false, status: 400, action: form.action, values, problems };
      if (form.action === "check" && report.removed.length)
        return { ok: false, status: 200, action: "check", review: { values, clean: report.svg!, removed: report.removed } };
      await createIcon(cms, { name: values.name, svg: report.svg!, critical: values.critical });
      return { ok: true, location: `/manage/squidex/icons?done=created&name=${encodeURIComponent(values.name)}` };
    }
    case "rename":
    case "critical":
    case "delete": {
      const icon = await getIcon(cms, form.id);
      if (!icon) return { ok: false, status: 404, action: form.action, problems: { form: { key: "admin.icons.error.gone" } } };
      const done = (what: string, name = icon.name) => ({ ok: true as const, location: `/manage/squidex/icons?done=${what}&name=${encodeURIComponent(name)}` });
      if (form.action === "critical") {
        if (!(await updateIcon(cms, { ...icon, critical: form.critical !== undefined })))
          return { ok: false, status: 409, action: "critical", id: icon.id, problems: { form: { key: "admin.icons.error.stale" } } };
        return done(form.critical !== undefined ? "critical" : "uncritical");
      }
      if (form.action === "rename") {
        const name = form.name.trim();
        if (name === icon.name) return done("renamed");
        const icons = await listIcons(cms);
        const problems = nameProblem(
          name,
          icons.some((other) => other.name === name),
        );
        if (Object.keys(problems).length)
          return { ok: false, status: 400, action: "rename", id: icon.id, values: { name, svg: "", critical: icon.critical }, problems };
        const refused = await refuseInUse(cms, icon, "rename");
        if (refused) return refused;
        if (!(await updateIcon(cms, { ...icon, name })))
          return { ok: false, status: 409, action: "rename", id: icon.id, problems: { form: { key: "admin.icons.error.stale" } } };
        return done("renamed", name);
      }
      const refused = await refuseInUse(cms, icon, "delete");
      if (refused) return refused;
      await deleteIcon(cms, icon.id);
      return done("deleted");
    }
  }
}
