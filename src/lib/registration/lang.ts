import { acceptedLang } from "../http/accepted-lang.ts";
import { isLang, langFromPath, type Lang } from "../../i18n/locales.ts";

/**
 * The language of a registration page, which has one path for both languages: `?lang=` when it
 * is `de` or `en` (the DE/EN switch and the links in mails set it), else the language of the
 * same-site page the visitor came from (its `Referer`: `/en/…` is English, any other path German),
 * else the browser's `Accept-Language`, else German.
 */
export function registrationLang(request: Request): Lang {
  const url = new URL(request.url);
  const asked = url.searchParams.get("lang");
  if (isLang(asked)) return asked;
  const referer = request.headers.get("referer");
  if (referer && URL.canParse(referer)) {
    const from = new URL(referer);
    if (from.host === url.host && !from.pathname.startsWith("/practitioners/register")) return langFromPath(from.pathname);
  }
  return acceptedLang(request);
}
