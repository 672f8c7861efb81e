import type { DatabaseSync } from "node:sqlite";
import type { CmsClient } from "../cms/client.ts";
import { isCmsError } from "../cms/cms-error.ts";
import type { WriteIssue } from "../cms/write-refusal.ts";
import type { ContentCheck } from "./go-live.ts";
import type { PageField } from "./page-forms.ts";
import { getPage, upstream, type PageItem } from "./page-store.ts";
import type { SlugProblem } from "./slug-rules.ts";

/**
 * What is wrong with one field: its own check (`required`, `long`), a slug rule, or `untitled` (an
 * empty slug field whose title has no slug character to build one from). Each code has the UI
 * string `admin.pages.error.<code>`.
 */
export type FieldProblem = { code: "required" } | { code: "long" } | { code: "untitled" } | SlugProblem;
export type FieldProblems = Partial<Record<PageField, FieldProblem>>;

/**
 * What is wrong with the form as a whole: `stale` (the page changed since the form was shown),
 * `gone` (the page no longer exists), `expired` (a deleted page can no longer be restored),
 * `exists` (a page with the deleted page's id exists again), `blocks` (the page's block tree cannot
 * be read, so it cannot be copied), `seoLong` (a search title or description past its length),
 * `image` (the social image is not an image of the media library).
 */
export type FormProblem = "stale" | "gone" | "expired" | "exists" | "blocks" | "seoLong" | "image";

/** The answer to one form post: where to go on success, or what to show with which status. */
export type ActionResult =
  | {
      ok: true;
      location: string;
      /** Where a publish or a settings save left the page: its version and status as the content service answered. */
      saved?: { version: number; status: string; newStatus?: string };
      /** A settings save's search and sharing texts as stored (`seo`, the slugs in it kept). */
      seo?: Record<string, unknown>;
    }
  | {
      ok: false;
      status: 400 | 404 | 409 | 422;
      fields: FieldProblems;
      form?: FormProblem;
      /** A refused publish: what the site's forms found in the page's content. */
      issues?: readonly WriteIssue[];
      /** Values to show in the form again (e.g. the slugs built from the titles). */
      values?: Partial<Record<PageField, string>>;
    };

/** A refusal because of field problems: 409 when a slug is taken (a conflict with another page), else 400. */
export function fieldRefusal(fields: FieldProblems, values: Partial<Record<PageField, string>>): ActionResult {
  const taken = Object.values(fields).some((problem) => problem.code === "taken");
  return { ok: false, status: taken ? 409 : 400, fields, values };
}

/** A refusal of the whole form. */
export function formRefusal(form: FormProblem): ActionResult {
  const status = form === "gone" || form === "expired" ? 404 : form === "blocks" ? 422 : form === "seoLong" || form === "image" ? 400 : 409;
  return { ok: false, status, fields: {}, form };
}

/** What every page action works with: the content client (as the server), the site database and the editor. */
export interface PageAdminDeps {
  cms: CmsClient;
  db: DatabaseSync;
  /** The logged-in editor (the middleware lets no one else reach `/manage`). */
  user: { id: number };
  now?: () => number;
  /** The site's forms over a page's data: needed to publish (`goLiveProblems`). */
  checkContent?: ContentCheck;
}

/**
 * Page `id` as a form showed it at `version`, or the refusal to answer: `gone` (404) when the page
 * no longer exists, `stale` (409) when it has changed since.
 */
export async function loadAt(deps: PageAdminDeps, id: string, version: number): Promise<{ page: PageItem } | { refusal: ActionResult }> {
  const page = await getPage(deps.cms, id);
  if (!page) return { refusal: formRefusal("gone") };
  if (page.version !== version) return { refusal: formRefusal("stale") };
  return { page };
}

/**
 * The answer to a page write the content service refused: `stale` (409) for its 412 (the page
 * changed since it was read), `gone` (404) for its 404; anything else is an UpstreamError (thrown).
 */
export function writeRefusal(error: unknown): ActionResult {
  if (isCmsError(error) && error.status === 412) return formRefusal("stale");
  if (isCmsError(error) && error.status === 404) return formRefusal("gone");
  return upstream(error);
}
