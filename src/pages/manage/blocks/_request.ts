import type { AstroGlobal } from "astro";
import { blockTypes } from "../../../blocks/catalog.ts";
import type { Lang } from "../../../i18n/locales.ts";
import { handleBlockForm, type BlockOutcome } from "../../../lib/block-admin/handle-form.ts";
import { adminPost } from "../_admin-post.ts";

/** Schema names of the code-backed block types (read-only in the admin). */
export const CODE_NAMES: ReadonlySet<string> = new Set(blockTypes.map((type) => type.schemaName));

/**
 * The posts of both block admin routes (`adminPost`): the block form, whose changes the site data
 * the builder reads learns of.
 */
export function blockAdminRequest(
  Astro: AstroGlobal,
  lang: Lang,
  name: string | undefined,
): Promise<Response | Extract<BlockOutcome, { ok: false }> | undefined> {
  const { cms, siteData } = Astro.locals.services;
  return adminPost(Astro, lang, () => handleBlockForm({ cms, codeNames: CODE_NAMES, changed: () => siteData.clear() }, Astro.request, name));
}
