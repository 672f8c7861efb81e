import { SUBMENU_CSS } from "./submenu-css.ts";
import { localePath, type Lang } from "../../i18n/locales.ts";
import { t } from "../../i18n/t.ts";
import type { SiteData } from "../../lib/content/model.ts";
import { navigation, siteName, type NavLink } from "../../lib/site/navigation.ts";
import { LanguageSwitcher } from "./LanguageSwitcher.tsx";

/** The menu button's open or close icon (CSS shows the one that fits the menu's state). */
function MenuIcon({ className, path }: { className: string; path: string }) {
  return (
    <svg className={`${className} size-5`} aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d={path} />
    </svg>
  );
}

/** One entry's link, marked when it is the page being shown. */
function MenuLink({ link, current }: { link: NavLink; current?: string }) {
  return (
    <a
      href={link.href}
      aria-current={link.href === current ? "page" : undefined}
      className="block py-2 underline-offset-4 hover:underline aria-[current=page]:underline lg:py-0"
    >
      {link.label}
    </a>
  );
}

/**
 * The site header: site name (home link), main navigation from global settings, language
 * switcher, in the site's default theme (`.site-chrome`, set in the theme's head style when the
 * page has a theme of its own). Below `lg` the navigation is a `<details>` disclosure ("Menü"): it
 * opens and closes without JavaScript, by mouse, touch or keyboard (Enter/Space on the summary);
 * from `lg` on it is a plain row of links (theme.css `.site-menu`). An entry's sub-entries are
 * indented below it in the disclosure and drop down under it on hover and keyboard focus from `lg` on. Visitor pages and the
 * middleware's error screen both render this one.
 */
export function SiteHeader({
  lang,
  site,
  alternates,
  current,
}: {
  lang: Lang;
  site?: SiteData;
  /** This page's path per language, for the language switcher. */
  alternates?: Partial<Record<Lang, string>>;
  /** The path being rendered, to mark the current navigation entry. */
  current?: string;
}) {
  const links = navigation(site, lang, "main");
  return (
    <header className="site-chrome bg-main font-navbar text-paper">
      <div className="site-container relative flex items-center gap-x-6 py-3">
        <a href={localePath(lang, "/")} className="me-auto text-lg font-semibold lg:me-0">
          {siteName(site, lang, t(lang, "site.name"))}
        </a>
        {links.length > 0 && (
          <details className="site-menu order-last lg:order-none lg:flex-1">
            <summary className="rounded px-2 py-1 text-sm font-semibold hover:bg-paper/10">
              <MenuIcon className="site-menu-open" path="M4 6h16M4 12h16M4 18h16" />
              <MenuIcon className="site-menu-close" path="M6 6l12 12M18 6L6 18" />
              {t(lang, "nav.menu")}
            </summary>
            {links.some((link) => link.children.length > 0) && <style>{SUBMENU_CSS}</style>}
            <nav aria-label={t(lang, "nav.main")}>
              <ul className="flex flex-col gap-x-5 gap-y-1 text-base lg:flex-row lg:flex-wrap lg:text-sm">
                {links.map((link, index) => (
                  // An editor may list a page twice: the position keys the entry.
                  <li key={index} className={link.children.length > 0 ? "site-menu-entry" : undefined}>
                    <MenuLink link={link} current={current} />
                    {link.children.length > 0 && (
                      <ul className="site-submenu">
                        {link.children.map((child, childIndex) => (
                          <li key={childIndex}>
                            <MenuLink link={child} current={current} />
                          </li>
                        ))}
                      </ul>
                    )}
                  </li>
                ))}
              </ul>
            </nav>
          </details>
        )}
        <LanguageSwitcher lang={lang} alternates={alternates} />
      </div>
    </header>
  );
}
