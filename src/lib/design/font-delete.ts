import * as v from "valibot";
import type { CmsClient } from "../cms/client.ts";
import { isCmsError } from "../cms/cms-error.ts";
import { MISSIONS, type Mission } from "../theme/fonts.ts";
import { parseFormBody, refuseForm, type FormResult } from "./form.ts";
import { listItems, upstream, writeProblem } from "./items.ts";
import { FONT_STYLES_SCHEMA, fontOf, siteTheme, type SiteTheme } from "./theme.ts";

const FontDeleteBody = v.object({
  action: v.literal("fontDelete"),
  url: v.pipe(v.string(), v.maxLength(300)),
});

/**
 * Whether a font is a file shipped with the site (`public/fonts`, offered by the seed): the admin
 * cannot remove the file, and no screen could offer it again once its entry were gone, so it stays.
 */
export const isShippedFont = (url: string): boolean => url.startsWith("/fonts/");

/** The missions of the theme whose font is the file at `url`, in the screen's order. */
export const missionsUsing = (theme: SiteTheme, url: string): Mission[] => MISSIONS.filter((m) => theme.fonts[m]?.url === url);

/** The asset id in an uploaded font's URL (`/cms/api/assets/{app}/{id}/{file}`), or undefined for another URL. */
export const fontAssetId = (url: string): string | undefined => /^\/cms\/api\/assets\/[^/]+\/([^/?]+)\//.exec(url)?.[1];

/**
 * Deletes an uploaded font from the offer: every font-style item naming its file (each at the
 * version just read, so a change meanwhile is `stale` and the rest stays), then the file's asset —
 * kept while another font style still names it or content mentions it. Refused with nothing
 * changed: a font no longer on offer (`gone`, 404), one shipped with the site (`builtIn`, 409) and
 * one a mission still uses (`fontInUse`, 409, with those missions).
 */
export async function handleFontDelete(cms: CmsClient, sent: Record<string, string>): Promise<FormResult> {
  const { url } = parseFormBody(FontDeleteBody, sent);
  const theme = await siteTheme(cms);
  if (!theme.choices.some((choice) => choice.url === url)) return refuseForm("gone");
  if (isShippedFont(url)) return refuseForm("builtIn");
  const missions = missionsUsing(theme, url);
  if (missions.length) return { ...refuseForm("fontInUse"), missions };

  const styles = await listItems(cms, FONT_STYLES_SCHEMA);
  try {
    for (const item of styles.filter((style) => fontOf(style)?.url === url)) await cms.contents.delete(FONT_STYLES_SCHEMA, item.id, { ifMatch: item.version });
  } catch (error) {
    return refuseForm(writeProblem(error, "font delete"));
  }
  const assetId = fontAssetId(url);
  const named = styles.some((style) => fontOf(style)?.url !== url && fontAssetId(fontOf(style)?.url ?? "") === assetId);
  if (assetId && !named) {
    try {
      await cms.assets.delete(assetId, { checkReferrers: true });
    } catch (error) {
      // Gone already, or mentioned by content (the same file in use elsewhere): the font is off the offer either way.
      if (!isCmsError(error) || (error.status !== 404 && error.status !== 400)) upstream(error, "font asset delete");
    }
  }
  return { ok: true, location: "/manage/tailwind?done=fontDeleted" };
}
