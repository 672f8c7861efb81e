import type { AstroGlobal } from "astro";
import type { Lang } from "../../../i18n/locales.ts";
import { errorScreenBody } from "../../../components/site/error-screen.tsx";
import { handleAssetForm, type AssetRefusal } from "../../../lib/asset-admin/handle-form.ts";
import { HttpError } from "../../../lib/errors/http-error.ts";
import { errorResponse, type ErrorScreen } from "../../../lib/errors/respond.ts";

/**
 * The request handling both asset admin routes share: GET and HEAD render (undefined); a POST runs
 * the form (`handleAssetForm`) and answers 303 to its result, or gives the refusal to render with its
 * status; other methods and malformed posts get the catalog's error screen. A change that shows on
 * pages (a new name, focus point or file, a delete) tells the publishing loop, as the content
 * service's asset rule does: the pages that show the asset are rendered again.
 */
export async function assetAdminRequest(Astro: AstroGlobal, lang: Lang): Promise<Response | AssetRefusal | undefined> {
  const method = Astro.request.method.toUpperCase();
  const { services, user } = Astro.locals;
  const html = (screen: ErrorScreen) => errorScreenBody(screen, () => services.siteData.get());
  const error = (e: unknown) => errorResponse(e, { json: false, lang, html });
  if (method === "GET" || method === "HEAD") return undefined;
  if (method !== "POST") return error(new HttpError("MethodNotAllowed", { headers: { allow: "GET, HEAD, POST" } }));
  try {
    if (!user) throw new HttpError("Unauthenticated");
    const outcome = await handleAssetForm({ cms: services.cms, uploadLimit: services.config.uploadLimit }, Astro.request);
    if (!outcome.ok) {
      Astro.response.status = outcome.status;
      return outcome;
    }
    if (outcome.changed) {
      services.clearContent();
      const type = outcome.changed.kind === "deleted" ? "AssetDeleted" : "AssetUpdated";
      services.publish.notify({ type, schema: undefined, contentId: outcome.changed.id, status: undefined, receivedAt: Date.now() });
    }
    return new Response(null, { status: 303, headers: { location: outcome.location, "cache-control": "no-store" } });
  } catch (e) {
    return error(e);
  }
}
