import type { Lang } from "../../i18n/locales.ts";
import { ERRORS } from "../errors/catalog.ts";

/** One problem of a content write, found before it reached the content service (a page's block tree included). */
export interface WriteIssue {
  /** The value's place in the content data, Squidex-style and 1-based as Squidex counts: `title.de`, `blocks.iv[2].children[1].text.de`. */
  path: string;
  /** The block the problem is in, for a page's block tree, when the block has an id. */
  blockId?: string;
  /** The field path inside that block (`text.de`, as `pathOf` makes it); absent for a problem of the block itself. */
  field?: string;
  message: string;
}

/**
 * The 400 for a refused content write, shaped as Squidex's ErrorDto (`message`, `errorCode`
 * `VALIDATION_ERROR`, `details` as `path: message` lines, `statusCode`) so SDK clients read it as
 * the content service's own; the catalog's `ContentInvalid` names it (`error`, `title`), and
 * `issues` carries each problem with its block id and field path for the builder to mark.
 */
export function writeRefusal(issues: readonly WriteIssue[], lang: Lang): Response {
  const def = ERRORS.ContentInvalid;
  const body = {
    error: def.name,
    title: def.title[lang],
    message: def.message[lang],
    errorCode: "VALIDATION_ERROR",
    details: issues.map((issue) => (issue.path ? `${issue.path}: ${issue.message}` : issue.message)),
    issues,
    statusCode: def.status,
  };
  return Response.json(body, { status: def.status, headers: { "cache-control": "no-store" } });
}
