import type { AstroGlobal } from "astro";
import type { Lang } from "../../../i18n/locales.ts";
import { handleAssetForm, type AssetRefusal } from "../../../lib/asset-admin/handle-form.ts";
import { adminPost } from "../_admin-post.ts";

/**
 * The posts of both asset admin routes (`adminPost`): the asset form (`handleAssetForm`). A change that shows on
 * pages (a new name, focus point or file, a delete) tells the publishing loop, as the content
 * service's asset rule does: the pages that show the asset are rendered again.
 */
export function assetAdminRequest(Astro: AstroGlobal, lang: Lang): Promise<Response | AssetRefusal | undefined> {
  const { services } = Astro.locals;
  return adminPost(Astro, lang, async () => {
    const outcome = await handleAssetForm({ cms: services.cms, uploadLimit: services.config.uploadLimit }, Astro.request);
    if (outcome.ok && outcome.changed) {
      services.clearContent();
      const type = outcome.changed.kind === "deleted" ? "AssetDeleted" : "AssetUpdated";
      services.publish.notify({ type, schema: undefined, contentId: outcome.changed.id, status: undefined, receivedAt: Date.now() });
    }
    return outcome;
  });
}
