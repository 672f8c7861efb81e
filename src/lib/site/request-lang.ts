import { DEFAULT_LANG, isLang, langFromPath, type Lang } from "../../i18n/locales.ts";

/** The most preferred supported language of an `Accept-Language` header, if any. */
export function preferredLang(header: string | null | undefined): Lang | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(",")
    .map((part, i) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = Number(params.find((p) => p.trim().startsWith("q="))?.trim().slice(2) ?? "1");
      return { lang: tag.trim().toLowerCase().split("-")[0], q: Number.isFinite(q) ? q : 0, i };
    })
    .filter((entry) => entry.q > 0 && isLang(entry.lang))
    .sort((a, b) => b.q - a.q || a.i - b.i);
  return ranked[0]?.lang as Lang | undefined;
}

/**
 * The language of an on-demand page that has one path for both languages (`/login`): an explicit
 * `?lang=`, else a language path prefix, else `Accept-Language`, else German.
 */
export function requestLang(url: URL, acceptLanguage?: string | null): Lang {
  const param = url.searchParams.get("lang");
  if (isLang(param)) return param;
  const fromPath = langFromPath(url.pathname);
  if (fromPath !== DEFAULT_LANG) return fromPath;
  return preferredLang(acceptLanguage) ?? DEFAULT_LANG;
}
