import { isLang, langFromPath, type Lang } from "../../i18n/locales.ts";

/**
 * The language of an on-demand page: an explicit `?lang=de|en`, else the path's language (the
 * first segment when it is `de` or `en`, else German). Accept-Language is deliberately not
 * used: the URL alone decides, as on every other page.
 */
export function requestLang(url: URL): Lang {
  const param = url.searchParams.get("lang");
  return isLang(param) ? param : langFromPath(url.pathname);
}
