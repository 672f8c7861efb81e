import { otherMethods } from "../../../../../lib/api/endpoint.ts";
import { saveRoute } from "../_save.ts";

export const prerender = false;

/**
 * `PUT /api/manage/content/{schema}/{id}` (editors, same origin) with `{ data, version }`: saves
 * the item's fields as a new version after checking them with the schema's form rules, if it is
 * still at `version`. Answers `{ id, version, location }`, or the catalog's error: ContentInvalid
 * (400) with messages by field path, EditConflict (409) when the item changed meanwhile, NotFound
 * for an unknown schema or item, Unauthenticated without a session.
 */
export const PUT = saveRoute;
export const ALL = otherMethods({ PUT });
