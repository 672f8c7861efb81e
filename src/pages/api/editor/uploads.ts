import type { APIRoute } from "astro";
import { FILE_KINDS } from "../../../content-service/assets/file-kinds.ts";
import { guarded, json, otherMethods } from "../../../lib/api/endpoint.ts";
import { HttpError } from "../../../lib/errors/http-error.ts";

export const prerender = false;

// The proxy counts the whole multipart body against the upload limit: leave room for its framing.
const MULTIPART_ROOM = 8 * 1024;

/**
 * `GET /api/editor/uploads` (editors): what an upload through the proxy may be, so the asset picker
 * says it before uploading — the largest file in bytes and the accepted types (MIME type, file-name
 * extensions, Squidex asset type). The content service refuses anything else. Never cached.
 */
export const GET: APIRoute = (context) =>
  guarded(context, async () => {
    const { user, services } = context.locals;
    if (!user) throw new HttpError("Unauthenticated");
    return json(
      {
        maxBytes: Math.max(0, services.config.uploadLimit - MULTIPART_ROOM),
        types: FILE_KINDS.map(({ mimeType, extensions, type }) => ({ mimeType, extensions: [...extensions], type })),
      },
      { headers: { "cache-control": "private, no-store" } },
    );
  });
export const ALL = otherMethods({ GET });
