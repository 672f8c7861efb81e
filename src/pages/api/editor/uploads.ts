import type { APIRoute } from "astro";
import { guarded, json, otherMethods } from "../../../lib/api/endpoint.ts";
import { uploadRules } from "../../../lib/cms/upload-policy.ts";
import { HttpError } from "../../../lib/errors/http-error.ts";

export const prerender = false;

/**
 * `GET /api/editor/uploads` (editors): what an upload through the proxy may be, so the asset picker
 * says it before uploading — the largest file in bytes and the accepted types (MIME type, file-name
 * extensions, Squidex asset type). The proxy refuses anything else. Never cached.
 */
export const GET: APIRoute = (context) =>
  guarded(context, async () => {
    const { user, services } = context.locals;
    if (!user) throw new HttpError("Unauthenticated");
    return json(uploadRules(services.config.uploadLimit), { headers: { "cache-control": "private, no-store" } });
  });
export const ALL = otherMethods({ GET });
