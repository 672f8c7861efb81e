import { HttpError } from "../errors/http-error.ts";
import { readLimited } from "../../base/read-limited.ts";

/** True when the request's content type is `application/json` (with any parameters). */
export function isJson(request: Request): boolean {
  const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  return type === "application/json" || (type.startsWith("application/") && type.endsWith("+json"));
}

/** True when the request's content type is `application/x-www-form-urlencoded`. */
export function isForm(request: Request): boolean {
  return (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase() === "application/x-www-form-urlencoded";
}

/**
 * Reads the body as bytes, refusing more than `limit` bytes (413) — by `Content-Length` up front,
 * and while streaming for chunked or lying senders, without buffering past the limit.
 */
export async function readBytes(request: Request, limit: number): Promise<Uint8Array> {
  const declared = request.headers.get("content-length");
  if (declared !== null && (!/^\d+$/.test(declared) || Number(declared) > limit)) {
    throw new HttpError(/^\d+$/.test(declared) ? "PayloadTooLarge" : "BadRequest");
  }
  let bytes: Uint8Array | undefined;
  try {
    bytes = await readLimited(request.body, limit);
  } catch (error) {
    // The server cut the stream off (size limit) or the client went away mid-body.
    throw new HttpError(/limit/i.test(String((error as Error)?.message)) ? "PayloadTooLarge" : "BadRequest", { details: { "": ["could not be read"] } });
  }
  if (!bytes) throw new HttpError("PayloadTooLarge");
  return bytes;
}

/** Reads a UTF-8 text body within `limit` bytes; invalid UTF-8 is a 400. */
export async function readText(request: Request, limit: number): Promise<string> {
  const bytes = await readBytes(request, limit);
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new HttpError("BadRequest", { details: { "": ["not valid UTF-8"] } });
  }
}

/**
 * Reads an `application/x-www-form-urlencoded` body (a plain form post): 415 for another content
 * type, 413 past `limit` bytes, 400 for bad UTF-8.
 */
export async function readFormBody(request: Request, limit: number): Promise<URLSearchParams> {
  if (!isForm(request)) throw new HttpError("UnsupportedMediaType");
  return new URLSearchParams(await readText(request, limit));
}

/**
 * Reads a JSON body: 415 unless the content type is JSON, 413 past `limit` bytes, 400 when it
 * does not parse. An empty body reads as `{}`.
 */
export async function readJson(request: Request, limit: number): Promise<unknown> {
  if (!isJson(request)) throw new HttpError("UnsupportedMediaType");
  const text = await readText(request, limit);
  if (text.trim() === "") return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError("InvalidJson");
  }
}
