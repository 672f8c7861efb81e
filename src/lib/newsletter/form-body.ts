import { HttpError } from "../errors/http-error.ts";
import { readBytes } from "../http/body.ts";

const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

/**
 * A form body's text fields: `application/x-www-form-urlencoded` or `multipart/form-data` (RFC
 * 8058 allows both for a one-click unsubscribe), at most `limit` bytes (413). Another content
 * type is a 415, a body that does not parse a 400; files are ignored.
 */
export async function readForm(request: Request, limit: number): Promise<URLSearchParams> {
  const type = request.headers.get("content-type") ?? "";
  if (!FORM_TYPES.has(type.split(";")[0]!.trim().toLowerCase())) throw new HttpError("UnsupportedMediaType");
  const bytes = await readBytes(request, limit);
  let data: FormData;
  try {
    data = await new Response(new Blob([bytes as Uint8Array<ArrayBuffer>]), { headers: { "content-type": type } }).formData();
  } catch {
    throw new HttpError("BadRequest", { details: { "": ["is not a readable form"] } });
  }
  const fields = new URLSearchParams();
  for (const [name, value] of data) if (typeof value === "string") fields.append(name, value);
  return fields;
}
