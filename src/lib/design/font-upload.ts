import * as v from "valibot";
import type { CmsClient } from "../cms/client.ts";
import { assetUrl } from "../content/asset-url.ts";
import { HttpError } from "../errors/http-error.ts";
import { readBytes } from "../http/body.ts";
import { trimFont } from "../theme/font-subset.ts";
import { FONT_FAMILY, MISSIONS } from "../theme/fonts.ts";
import { isProblem, parseFormBody, refuseFields, refuseForm, requiredText, type FormResult, type Problem } from "./form.ts";
import { listItems, writeProblem } from "./items.ts";
import { FONT_STYLES_SCHEMA, fontOf } from "./theme.ts";

/** The largest font file the styling screen takes (a Latin web font is 10–100 KB; a whole CJK font is megabytes). */
export const FONT_MAX_BYTES = 512 * 1024;

/** The largest upload post: the file and the form's few short fields with their multipart framing. */
export const FONT_POST_LIMIT = FONT_MAX_BYTES + 16 * 1024;

const WEIGHTS = ["100", "200", "300", "400", "500", "600", "700", "800", "900"] as const;

const FontUploadBody = v.object({
  action: v.literal("font"),
  family: v.optional(v.string(), ""),
  weight: v.picklist(WEIGHTS),
  style: v.picklist(["normal", "italic"]),
  mission: v.picklist(MISSIONS),
});

/**
 * What is wrong with a font file, judged by its bytes (never its name or declared type): not a
 * woff2 (`notWoff2`: no `wOF2` signature), larger than FONT_MAX_BYTES (`tooLarge`), or a woff2
 * header that does not describe the file (`brokenFont`). Undefined when it may be a woff2.
 */
export function woff2Problem(bytes: Uint8Array): Problem | undefined {
  if (bytes.length === 0) return { code: "noFile" };
  if (bytes.length > FONT_MAX_BYTES) return { code: "tooLarge", params: { max: `${FONT_MAX_BYTES / 1024} KB` } };
  if (bytes.length < 48 || bytes[0] !== 0x77 || bytes[1] !== 0x4f || bytes[2] !== 0x46 || bytes[3] !== 0x32) return { code: "notWoff2" };
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // WOFF2 header: length (offset 8) is the whole file, numTables (12) at least one, reserved (14) zero.
  if (view.getUint32(8) !== bytes.length || view.getUint16(12) === 0 || view.getUint16(14) !== 0) return { code: "brokenFont" };
  return undefined;
}

/** A multipart post's text fields and its `file` part (at most FONT_POST_LIMIT bytes, else 413). */
export async function readFontPost(request: Request): Promise<{ fields: Record<string, string>; file: File | undefined }> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(type)) throw new HttpError("UnsupportedMediaType");
  const bytes = await readBytes(request, FONT_POST_LIMIT);
  let form: FormData;
  try {
    form = await new Response(bytes as BodyInit, { headers: { "content-type": type } }).formData();
  } catch {
    throw new HttpError("BadRequest", { details: { "": ["not a readable multipart form"] } });
  }
  const fields: Record<string, string> = {};
  let file: File | undefined;
  for (const [key, value] of form) {
    if (typeof value === "string") fields[key] = value;
    else if (key === "file" && !file) file = value;
  }
  return { fields, file };
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/**
 * Adds an uploaded font: the file must be a sound woff2 within FONT_MAX_BYTES and the family a plain
 * name (else field problems and nothing is stored). It is trimmed to the site's Latin set, stored as
 * an asset, and registered as a published font style (name, mission, font: family, weight, style,
 * asset URL, `woff2`), which offers it to every mission on the styling screen. Should registering
 * fail, the stored file is deleted again.
 */
export async function handleFontUpload(cms: CmsClient, sent: Record<string, string>, file: File | undefined): Promise<FormResult> {
  const { weight, style, mission, family: typed } = parseFormBody(FontUploadBody, sent);
  const problems: Record<string, Problem> = {};
  const family = requiredText(typed, 60);
  if (isProblem(family)) problems.family = family;
  else if (!FONT_FAMILY.test(family)) problems.family = { code: "badFamily" };
  const original = new Uint8Array(file ? await file.arrayBuffer() : new ArrayBuffer(0));
  const fileProblem = woff2Problem(original);
  if (fileProblem) problems.file = fileProblem;
  if (Object.keys(problems).length) return refuseFields(problems);

  let bytes: Uint8Array;
  try {
    bytes = (await trimFont(original)).bytes;
  } catch {
    return refuseFields({ file: { code: "brokenFont" } });
  }
  const name = family as string;
  const fileName = `${slug(name) || "font"}-${weight}-${style}.woff2`;
  try {
    const asset = await cms.assets.upload(new File([bytes as BlobPart], fileName, { type: "font/woff2" }));
    const font = { name, weight: Number(weight), style, url: assetUrl(cms.app, asset), type: "woff2" as const };
    // The content service answers an identical earlier upload with that asset: registered already.
    if ((await listItems(cms, FONT_STYLES_SCHEMA)).some((item) => fontOf(item)?.url === font.url))
      return { ok: true, location: "/manage/tailwind?done=fontAdded" };
    try {
      await cms.contents.create(
        FONT_STYLES_SCHEMA,
        { name: { iv: `${name} ${weight}${style === "italic" ? " italic" : ""}` }, mission: { iv: mission }, font: { iv: font } },
        { publish: true },
      );
    } catch (error) {
      // Not while content mentions it (then it was there before this upload).
      await cms.assets.delete(asset.id, { checkReferrers: true }).catch(() => {});
      throw error;
    }
  } catch (error) {
    return refuseForm(writeProblem(error, "font upload"));
  }
  return { ok: true, location: "/manage/tailwind?done=fontAdded" };
}
