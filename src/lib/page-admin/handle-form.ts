import * as v from "valibot";
import type { Lang } from "../../i18n/locales.ts";
import { HttpError } from "../errors/http-error.ts";
import { isForm, readText } from "../http/body.ts";
import { createPage } from "./create-page.ts";
import { deletePage } from "./delete-page.ts";
import { duplicatePage } from "./duplicate-page.ts";
import type { ActionResult, PageAdminDeps } from "./outcome.ts";
import { PageFormBody, type PageAction } from "./page-forms.ts";
import { publishPage } from "./publish-page.ts";
import { renamePage } from "./rename-page.ts";
import { restorePage } from "./restore-page.ts";
import { savePageSeo } from "./seo-page.ts";

/** The largest form body the page admin reads (titles and slugs are short). */
const FORM_BODY_LIMIT = 16 * 1024;

/** The outcome of a form post as a page renders it: the action's result, with what was sent. */
export type FormOutcome = ActionResult & {
  action: PageAction;
  /** The fields as sent (strings), for filling the form again. */
  sent: Record<string, string>;
};

/**
 * Handles one form post to `/manage/pages` or `/manage/pages/:pagename` for the logged-in editor:
 * reads the url-encoded body (415 for another type, 413 past FORM_BODY_LIMIT), parses it with
 * `PageFormBody`, and runs its action through the content client. A post the forms cannot send
 * (no or an unknown action, a missing or malformed id, version or field) is a 400 HttpError;
 * problems an editor can fix come back as a refused result with nothing changed.
 */
export async function handlePageForm(deps: PageAdminDeps, request: Request, lang?: Lang): Promise<FormOutcome> {
  if (!isForm(request)) throw new HttpError("UnsupportedMediaType");
  const sent = Object.fromEntries(new URLSearchParams(await readText(request, FORM_BODY_LIMIT)));
  const parsed = v.safeParse(PageFormBody, sent);
  if (!parsed.success) {
    throw new HttpError("BadRequest", { details: { "": parsed.issues.map((issue) => `${v.getDotPath(issue) ?? "body"}: ${issue.message}`).slice(0, 5) } });
  }
  const form = parsed.output;
  const result = await run(deps, form, lang);
  return { ...result, action: form.action, sent };
}

function run(deps: PageAdminDeps, form: v.InferOutput<typeof PageFormBody>, lang: Lang | undefined): Promise<ActionResult> {
  switch (form.action) {
    case "create":
      return createPage(deps, form);
    case "rename":
      return renamePage(deps, form);
    case "duplicate":
      return duplicatePage(deps, form);
    case "delete":
      return deletePage(deps, form);
    case "restore":
      return restorePage(deps, form);
    case "seo":
      return savePageSeo(deps, form);
    case "publish":
    case "unpublish":
      return publishPage(deps, { id: form.id, version: form.version, publish: form.action === "publish", ...(lang ? { lang } : {}) });
  }
}
