import { otherMethods } from "../../../../lib/api/endpoint.ts";
import { saveRoute } from "./_save.ts";

export const prerender = false;

/**
 * `POST /api/manage/content/{schema}` (editors, same origin) with `{ data }`: creates a draft item
 * after checking the data with the schema's form rules. Answers `{ id, version, location }` (201),
 * or the catalog's error: ContentInvalid (400) with messages by field path, NotFound for an
 * unknown schema, Unauthenticated without a session.
 */
export const POST = saveRoute;
export const ALL = otherMethods({ POST });
