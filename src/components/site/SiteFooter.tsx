import { localePath, type Lang } from "../../i18n/locales.ts";
import { t } from "../../i18n/t.ts";
import type { SiteData } from "../../lib/content/model.ts";
import { navigation, siteName } from "../../lib/site/navigation.ts";

/**
 * The login link's target on a page at `path`. Editors log in from a content page (`rendered`: one
 * the render pass builds) and land back on it (src/lib/auth/landing.ts). On-demand pages get the
 * plain link: their paths may be personal (/newsletter/:email) and must not travel. None on the
 * login page itself.
 */
export function loginHref(lang: Lang, path: string | undefined, rendered: boolean): string | undefined {
  const here = path?.replace(/(.)\/$/, "$1");
  const loginPath = localePath(lang, "/login");
  if (here === loginPath) return undefined;
  return rendered && here !== undefined ? `${loginPath}?returnTo=${encodeURIComponent(here)}` : loginPath;
}

/**
 * The site footer: the site name, the footer menu from global settings (imprint, privacy …; sub-entries in line after their entry)
 * and the login link (`loginHref`), in the site's default theme (`.site-chrome`). Visitor pages
 * and the middleware's error screen both render this one.
 */
export function SiteFooter({ lang, site, path, rendered = false }: { lang: Lang; site?: SiteData; path?: string; rendered?: boolean }) {
  const links = navigation(site, lang, "footer");
  const login = loginHref(lang, path, rendered);
  return (
    <footer className="site-chrome border-t border-ink/10 text-ink">
      <div className="site-container flex flex-wrap items-center justify-between gap-4 py-6 text-sm">
        <p>{`© ${siteName(site, lang, t(lang, "site.name"))}`}</p>
        {links.length > 0 && (
          <nav aria-label={t(lang, "footer.navigation")}>
            <ul className="flex flex-wrap gap-4">
              {links
                .flatMap((link) => [link, ...link.children])
                .map((link, index) => (
                  <li key={index}>
                    <a href={link.href} className="underline underline-offset-4">
                      {link.label}
                    </a>
                  </li>
                ))}
            </ul>
          </nav>
        )}
        {/* The page is the same for everyone: with the editor hint set, `client:editor` flags <html data-editor> and the
            stylesheet shows an editor the admin area in place of the login (global.css); a hint without a session drops the flag. */}
        {login && (
          <a href={login} rel="nofollow" data-login-link="" className="underline underline-offset-4">
            {t(lang, "login.title")}
          </a>
        )}
        <a href={`/manage?lang=${lang}`} rel="nofollow" data-admin-link="" className="underline underline-offset-4">
          {t(lang, "footer.admin")}
        </a>
      </div>
    </footer>
  );
}
