import { badRequest, tooLarge } from "../errors.ts";

// Room for the multipart boundaries and part headers around the file itself.
const MULTIPART_OVERHEAD = 64 * 1024;

/**
 * Reads the `file` part of a multipart upload without ever holding more than `maxBytes` (plus the
 * multipart framing): a declared Content-Length over the limit is refused before reading, and the
 * body is counted while it streams, so a lying or missing Content-Length is cut off at the limit.
 * Throws 413 when too large and 400 when the body is not multipart or has no `file` part.
 */
export async function readUpload(request: Request, maxBytes: number): Promise<File> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(contentType)) throw badRequest("Expected a multipart/form-data body with a 'file' part.");
  const limit = maxBytes + MULTIPART_OVERHEAD;
  const declared = Number(request.headers.get("content-length") ?? NaN);
  if (Number.isFinite(declared) && declared > limit) throw tooLarge(maxBytes);
  if (!request.body) throw badRequest("The request has no body.");

  let seen = 0;
  let overLimit = false;
  const reader = request.body.getReader();
  // Deliberately no cancel of the source: cancelling a Node request stream adapted with
  // Readable.toWeb can throw an uncaught ERR_INVALID_STATE (nodejs/node#64529); the HTTP server
  // discards the unread rest of the body once the response is sent.
  const counted = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) return controller.close();
      seen += value.byteLength;
      if (seen > limit) {
        overLimit = true;
        reader.releaseLock();
        return controller.error(new Error("upload too large"));
      }
      controller.enqueue(value);
    },
  });
  let form: FormData;
  try {
    form = await new Response(counted, { headers: { "content-type": contentType } }).formData();
  } catch {
    if (overLimit) throw tooLarge(maxBytes);
    throw badRequest("The multipart body could not be parsed.");
  }
  const file = form.get("file");
  if (!(file instanceof File)) throw badRequest("The multipart body has no 'file' part.");
  if (file.size > maxBytes) throw tooLarge(maxBytes);
  if (file.size === 0) throw badRequest("The file is empty.");
  return file;
}
