import type { AstroGlobal } from "astro";
import { blockTypes } from "../../../blocks/catalog.ts";
import { errorScreenBody } from "../../../components/site/error-screen.tsx";
import type { Lang } from "../../../i18n/locales.ts";
import { handleBlockForm, type BlockOutcome } from "../../../lib/block-admin/handle-form.ts";
import { HttpError } from "../../../lib/errors/http-error.ts";
import { errorResponse, type ErrorScreen } from "../../../lib/errors/respond.ts";

/** Schema names of the code-backed block types (read-only in the admin). */
export const CODE_NAMES: ReadonlySet<string> = new Set(blockTypes.map((type) => type.schemaName));

/**
 * The request handling of both block admin routes: GET and HEAD render (undefined); a POST runs
 * the form and answers 303 on success, or gives the refused outcome to render with its status;
 * other methods and malformed posts get the catalog's error screen, never a 500.
 */
export async function blockAdminRequest(Astro: AstroGlobal, lang: Lang, name: string | undefined): Promise<Response | BlockOutcome | undefined> {
  const method = Astro.request.method.toUpperCase();
  const html = (screen: ErrorScreen) => errorScreenBody(screen, () => Astro.locals.services.siteData.get());
  const error = (e: unknown) => errorResponse(e, { json: false, lang, html });
  if (method === "GET" || method === "HEAD") return undefined;
  if (method !== "POST") return error(new HttpError("MethodNotAllowed", { headers: { allow: "GET, HEAD, POST" } }));
  try {
    if (!Astro.locals.user) throw new HttpError("Unauthenticated");
    const { cms, siteData } = Astro.locals.services;
    const outcome = await handleBlockForm({ cms, codeNames: CODE_NAMES, changed: () => siteData.clear() }, Astro.request, name);
    if (outcome.ok) return new Response(null, { status: 303, headers: { location: outcome.location, "cache-control": "no-store" } });
    Astro.response.status = outcome.status;
    return outcome;
  } catch (e) {
    return error(e);
  }
}
