import * as v from "valibot";
import type { CmsClient } from "../cms/client.ts";
import { isCmsError } from "../cms/cms-error.ts";
import { uploadRules, uploadType } from "../cms/upload-policy.ts";
import { HttpError } from "../errors/http-error.ts";
import { isForm, readBytes, readText } from "../http/body.ts";
import { ALT_MAX, altKey } from "../images/asset-metadata.ts";
import { LOCALES } from "../../i18n/locales.ts";
import { ASSET_ID, assetHref, folderContents, libraryHref, ROOT_FOLDER, type FolderContents } from "./library.ts";
import { assetReferences, type AssetReference } from "./references.ts";

/** The largest url-encoded form the asset admin reads (names and ids are short). */
const FORM_BODY_LIMIT = 16 * 1024;
/** Files one no-JavaScript upload form may carry. */
const MAX_FILES = 20;

/** What an editor can fix, each with the UI string `admin.assets.error.<problem>`. */
export type AssetProblem = "type" | "size" | "empty" | "nofile" | "rejected" | "name" | "focus" | "alt" | "referenced" | "gone" | "folderNotEmpty";

/** How one file of an upload went. */
export interface FileResult {
  name: string;
  problem?: AssetProblem;
}

export type AssetAction = "upload" | "folder-create" | "folder-rename" | "folder-delete" | "rename" | "focus" | "alt" | "move" | "replace" | "delete";

/** The answer to one post: where to go on success, or what to show again with which status (nothing changed for a refused file or field). */
export type AssetFormOutcome =
  | { ok: true; location: string; changed?: { id: string; kind: "updated" | "deleted" } }
  | {
      ok: false;
      status: 400 | 404 | 409;
      action: AssetAction;
      problem?: AssetProblem;
      files?: FileResult[];
      references?: AssetReference[];
      /** What a folder that was not deleted holds. */
      holds?: FolderContents;
      sent: Record<string, string>;
    };

export type AssetRefusal = Extract<AssetFormOutcome, { ok: false }>;

export interface AssetAdminDeps {
  cms: CmsClient;
  uploadLimit: number;
}

const Id = v.pipe(v.string(), v.regex(ASSET_ID));
const Folder = v.optional(v.union([v.literal(""), Id]), "");
const Text = v.pipe(v.string(), v.maxLength(1000));

const Body = v.variant("action", [
  v.object({ action: v.literal("upload"), folder: Folder }),
  v.object({ action: v.literal("folder-create"), folder: Folder, name: Text }),
  v.object({ action: v.literal("folder-rename"), folder: Id, name: Text }),
  v.object({ action: v.literal("folder-delete"), folder: Id }),
  v.object({ action: v.literal("rename"), id: Id, fileName: Text }),
  v.object({ action: v.literal("focus"), id: Id, focusX: Text, focusY: Text }),
  // The texts arrive as `alt-<lang>` fields, read from the form as sent.
  v.object({ action: v.literal("alt"), id: Id }),
  v.object({ action: v.literal("move"), id: Id, folder: Folder }),
  v.object({ action: v.literal("replace"), id: Id }),
  v.object({ action: v.literal("delete"), id: Id }),
]);
type Form = v.InferOutput<typeof Body>;

// eslint-disable-next-line no-control-regex -- control characters are what a name must not carry
const UNSAFE = /[\u0000-\u001f\u007f"<>\\/]/g;
// eslint-disable-next-line no-control-regex -- control characters are what a text must not carry
const UNSAFE_TEXT = /[\u0000-\u001f\u007f]/g;

/** A name as typed, tidied: no path, control characters, quotes or angle brackets; trimmed; undefined when empty or longer than 200. */
export function cleanName(name: string): string | undefined {
  const cleaned = (name.split(/[\\/]/).pop() ?? "").replace(UNSAFE, "").trim();
  return cleaned && cleaned.length <= 200 ? cleaned : undefined;
}

/** A focus coordinate as typed (`0.5`, `-0,25`): a number in -1..1, else undefined. */
export function focusValue(text: string): number | undefined {
  const decimal = text.trim().replace(",", ".");
  // Plain decimals only: `Number` would also read `0x1`, `1e-1` and `Infinity`.
  if (!/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(decimal)) return undefined;
  const value = Number(decimal);
  return value >= -1 && value <= 1 ? Math.round(value * 1000) / 1000 : undefined;
}

/** An alternative text as typed: control characters dropped, whitespace collapsed and trimmed; undefined when longer than `ALT_MAX`. */
export function cleanAlt(text: string): string | undefined {
  const cleaned = text.replace(UNSAFE_TEXT, " ").replace(/\s+/g, " ").trim();
  return cleaned.length <= ALT_MAX ? cleaned : undefined;
}

const listHref = (folder: string, done: string) => libraryHref(folder, { done });
const detailHref = (id: string, done: string) => `${assetHref(id)}?done=${done}`;

/** Why a file may not be uploaded under the site's policy, or undefined. */
function fileProblem(file: File, maxBytes: number): AssetProblem | undefined {
  if (!file.name && file.size === 0) return "nofile";
  if (!uploadType(file.name, file.type)) return "type";
  if (file.size === 0) return "empty";
  if (file.size > maxBytes) return "size";
  return undefined;
}

/** The file under a tidied name, with its declared type. */
const renamed = (file: File) => new File([file], cleanName(file.name) ?? "file", { type: file.type });

/** What a refused content-service call means to an editor, or a rethrow for anything else. */
function upstreamProblem(error: unknown): AssetProblem {
  if (isCmsError(error) && error.status === 404) return "gone";
  if (isCmsError(error) && error.status === 413) return "size";
  if (isCmsError(error) && error.status === 400) return "rejected";
  throw error;
}

/**
 * Handles one post to `/manage/squidex-assets` or an asset's page: a url-encoded form (folders,
 * rename, focus point, move, delete) or a multipart one (upload, replace; read within the upload
 * limit and parsed as the `/cms` proxy parses uploads), checked with valibot — a post the forms
 * cannot send is a 400 HttpError — and run through the content client. Files must pass the site's
 * upload policy before anything is sent on; a delete is refused while content mentions the asset,
 * a folder's delete while it holds folders or assets (409 with the counts).
 */
export async function handleAssetForm(deps: AssetAdminDeps, request: Request): Promise<AssetFormOutcome> {
  const type = request.headers.get("content-type") ?? "";
  let fields: Record<string, string>;
  let files: File[] = [];
  if (/^multipart\/form-data\s*;/i.test(type)) {
    const bytes = await readBytes(request, deps.uploadLimit);
    let form: FormData;
    try {
      form = await new Response(bytes as BodyInit, { headers: { "content-type": type } }).formData();
    } catch {
      throw new HttpError("BadRequest");
    }
    fields = {};
    for (const [key, value] of form) {
      if (typeof value === "string") fields[key] = value;
      else if (key === "file") files.push(value);
    }
    if (files.length > MAX_FILES) throw new HttpError("BadRequest", { details: { file: [`at most ${MAX_FILES} files`] } });
  } else if (isForm(request)) {
    fields = Object.fromEntries(new URLSearchParams(await readText(request, FORM_BODY_LIMIT)));
  } else {
    throw new HttpError("UnsupportedMediaType");
  }
  const parsed = v.safeParse(Body, fields);
  if (!parsed.success) {
    throw new HttpError("BadRequest", { details: { "": parsed.issues.map((issue) => `${v.getDotPath(issue) ?? "body"}: ${issue.message}`).slice(0, 5) } });
  }
  if ((parsed.output.action === "upload" || parsed.output.action === "replace") && !files.length) files = [new File([], "")];
  return run(deps, parsed.output, files, fields);
}

async function run(deps: AssetAdminDeps, form: Form, files: File[], sent: Record<string, string>): Promise<AssetFormOutcome> {
  const { cms } = deps;
  const refuse = (problem: AssetProblem, status: 400 | 404 | 409 = problem === "gone" ? 404 : 400): AssetRefusal => ({
    ok: false,
    status,
    action: form.action,
    problem,
    sent,
  });
  const maxBytes = uploadRules(deps.uploadLimit).maxBytes;
  try {
    switch (form.action) {
      case "upload": {
        const results: FileResult[] = [];
        for (const file of files) {
          const problem = fileProblem(file, maxBytes);
          if (problem) {
            results.push({ name: file.name, problem });
            continue;
          }
          try {
            await cms.assets.upload(renamed(file), { parentId: form.folder || undefined });
            results.push({ name: file.name });
          } catch (error) {
            results.push({ name: file.name, problem: upstreamProblem(error) });
          }
        }
        if (results.every((r) => !r.problem)) return { ok: true, location: listHref(form.folder, `uploaded-${results.length}`) };
        return { ok: false, status: 400, action: "upload", files: results, sent };
      }
      case "folder-create": {
        const name = cleanName(form.name);
        if (!name) return refuse("name");
        await cms.assets.folders.create(name, form.folder || undefined);
        return { ok: true, location: listHref(form.folder, "folder-created") };
      }
      case "folder-rename": {
        const name = cleanName(form.name);
        if (!name) return refuse("name");
        await cms.assets.folders.rename(form.folder, name);
        return { ok: true, location: listHref(form.folder, "folder-renamed") };
      }
      case "folder-delete": {
        // The content service deletes a folder with all it holds (as Squidex does); the admin
        // deletes only an empty one, so no file vanishes with a folder by mistake.
        if (form.folder === ROOT_FOLDER) return refuse("gone");
        const { parentId, ...holds } = await folderContents(cms, form.folder);
        if (holds.folders || holds.assets) return { ok: false, status: 409, action: "folder-delete", problem: "folderNotEmpty", holds, sent };
        await cms.assets.folders.delete(form.folder);
        return { ok: true, location: listHref(parentId, "folder-deleted") };
      }
      case "rename": {
        const fileName = cleanName(form.fileName);
        if (!fileName) return refuse("name");
        await cms.assets.annotate(form.id, { fileName });
        return { ok: true, location: detailHref(form.id, "renamed"), changed: { id: form.id, kind: "updated" } };
      }
      case "focus": {
        const x = focusValue(form.focusX);
        const y = focusValue(form.focusY);
        if (x === undefined || y === undefined) return refuse("focus");
        // Squidex replaces the whole metadata object: send the current one with the focus point in it.
        const asset = await cms.assets.get(form.id);
        await cms.assets.annotate(form.id, { metadata: { ...asset.metadata, focusX: x, focusY: y } });
        return { ok: true, location: detailHref(form.id, "focus"), changed: { id: form.id, kind: "updated" } };
      }
      case "alt": {
        const texts = LOCALES.map((lang) => [altKey(lang), cleanAlt(sent[altKey(lang)] ?? "")] as const);
        if (texts.some(([, text]) => text === undefined)) return refuse("alt");
        // Squidex replaces the whole metadata object: keep the rest, set the texts given, drop the emptied ones.
        const metadata: Record<string, unknown> = { ...(await cms.assets.get(form.id)).metadata };
        for (const [key, text] of texts) {
          if (text) metadata[key] = text;
          else delete metadata[key];
        }
        await cms.assets.annotate(form.id, { metadata });
        return { ok: true, location: detailHref(form.id, "alt"), changed: { id: form.id, kind: "updated" } };
      }
      case "move":
        await cms.assets.move(form.id, form.folder || ROOT_FOLDER);
        return { ok: true, location: detailHref(form.id, "moved") };
      case "replace": {
        const file = files[0]!;
        const problem = fileProblem(file, maxBytes);
        if (problem) return { ...refuse(problem), files: [{ name: file.name, problem }] };
        await cms.assets.replace(form.id, renamed(file));
        return { ok: true, location: detailHref(form.id, "replaced"), changed: { id: form.id, kind: "updated" } };
      }
      case "delete": {
        const asset = await cms.assets.get(form.id);
        const references = await assetReferences(cms, form.id);
        if (references.length) return { ok: false, status: 409, action: "delete", problem: "referenced", references, sent };
        await cms.assets.delete(form.id, { checkReferrers: true });
        return { ok: true, location: listHref(asset.parentId ?? "", "deleted"), changed: { id: form.id, kind: "deleted" } };
      }
    }
  } catch (error) {
    const problem = upstreamProblem(error);
    return refuse(problem === "rejected" && form.action === "delete" ? "referenced" : problem);
  }
}
