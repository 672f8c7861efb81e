import { readLimited } from "../base/read-limited.ts";
import { SquidexError, badRequest, tooLarge } from "./errors.ts";

/** A JSON response; `init.headers` are merged over `Content-Type: application/json`. */
export function json(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  if (!headers.has("content-type")) headers.set("content-type", "application/json; charset=utf-8");
  return new Response(JSON.stringify(body), { ...init, headers });
}

/**
 * A JSON response from the UTF-8 bytes of its text, in one or more chunks, with its byte length.
 * The chunks go out as a stream: a buffer body would be copied twice by the Response before the
 * first byte reaches a reader.
 */
export function jsonBytes(chunks: Uint8Array[], init: ResponseInit = {}): Response {
  let length = 0;
  for (const chunk of chunks) length += chunk.byteLength;
  const headers = new Headers(init.headers);
  if (!headers.has("content-type")) headers.set("content-type", "application/json; charset=utf-8");
  headers.set("content-length", String(length));
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
  return new Response(body, { ...init, headers });
}

/**
 * Squidex boolean headers: presence means true, whatever the value (`X-Unpublished: false` is true).
 * Lookup is case-insensitive.
 */
export function isPresent(headers: Headers, name: string): boolean {
  return headers.has(name);
}

/** Splits a list-valued header (`en,de` or `en;de`) into trimmed, non-empty items. */
export function headerList(headers: Headers, name: string): string[] {
  const value = headers.get(name);
  if (!value) return [];
  return value
    .split(/[,;]/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Reads the body as bytes, refusing (413) more than `maxBytes` without buffering past the limit. */
export async function readBytes(request: Request, maxBytes: number): Promise<Uint8Array> {
  const declared = Number(request.headers.get("content-length") ?? "NaN");
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge(maxBytes);
  const bytes = await readLimited(request.body, maxBytes);
  if (!bytes) throw tooLarge(maxBytes);
  return bytes;
}

/**
 * Reads a JSON body: 415 for a content type that is not JSON (a missing type is accepted),
 * 413 over `maxBytes`, 400 for malformed JSON, and 400 when `requireObject` (default) and the
 * value is not a plain object.
 */
export async function readJson(request: Request, maxBytes: number, requireObject = true): Promise<unknown> {
  const type = request.headers.get("content-type");
  if (type && !/^application\/([\w.+-]*\+)?json\b/i.test(type.trim())) {
    throw new SquidexError(415, "Unsupported media type: send application/json.", { errorCode: "UNSUPPORTED_MEDIA_TYPE" });
  }
  const bytes = await readBytes(request, maxBytes);
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch {
    throw badRequest("Request body is not valid JSON.");
  }
  if (requireObject && (typeof value !== "object" || value === null || Array.isArray(value))) {
    throw badRequest("Request body must be a JSON object.");
  }
  return value;
}
