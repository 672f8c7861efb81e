import Negotiator from "negotiator";
import { DEFAULT_LANG, isLang, LOCALES, type Lang } from "../../i18n/locales.ts";

/** The site language the request's `Accept-Language` prefers (its q-values weighed), else German. */
export function acceptedLang(request: Request): Lang {
  const accepted = new Negotiator({ headers: { "accept-language": request.headers.get("accept-language") ?? undefined } }).language([...LOCALES]);
  return isLang(accepted) ? accepted : DEFAULT_LANG;
}
