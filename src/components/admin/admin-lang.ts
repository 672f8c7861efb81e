import { isLang, type Lang } from "../../i18n/locales.ts";
import { acceptedLang } from "../../lib/http/accepted-lang.ts";
import { readCookie } from "../../lib/http/read-cookie.ts";

/** The cookie that remembers the language an editor picked for the admin pages. */
const COOKIE = "admin-lang";
const YEAR_S = 365 * 24 * 60 * 60;

const cookieLang = (header: string | null): Lang | undefined => {
  const value = readCookie(header, COOKIE);
  return isLang(value) ? value : undefined;
};

/**
 * The language of an admin page (`/manage/**` has no `/en` form): `?lang=de|en`, which is also
 * remembered in a cookie for the next admin pages (`remember` is its `Set-Cookie`), else that
 * cookie, else the browser's Accept-Language, else German.
 */
export function adminLang(request: Request, url: URL): { lang: Lang; remember?: string } {
  const asked = url.searchParams.get("lang");
  if (isLang(asked)) {
    const secure = url.protocol === "https:" ? "; Secure" : "";
    return { lang: asked, remember: `${COOKIE}=${asked}; Path=/; SameSite=Lax; Max-Age=${YEAR_S}${secure}` };
  }
  const remembered = cookieLang(request.headers.get("cookie"));
  if (remembered) return { lang: remembered };
  return { lang: acceptedLang(request) };
}

/**
 * `adminLang` for an admin page being rendered: its language, with the choice remembered on the
 * response when the page was asked for in a language (`?lang=`).
 */
export function pageAdminLang(Astro: { request: Request; url: URL; response: { headers: Headers } }): Lang {
  const { lang, remember } = adminLang(Astro.request, Astro.url);
  if (remember) Astro.response.headers.append("Set-Cookie", remember);
  return lang;
}
