import type { Lang } from "../../i18n/locales.ts";
import { LOCALES, localePath } from "../../i18n/locales.ts";
import { t } from "../../i18n/t.ts";
import type { SiteData } from "../content/model.ts";
import { navigation, siteName } from "../site/navigation.ts";
import { themeHead } from "../theme/index.ts";
import { WEB_FONTS_CLASS } from "../theme/web-fonts.ts";
import { escapeHtml } from "../sanitize/escape.ts";

/** What the error screen shows: status, message and description. */
export interface ErrorScreen {
  status: number;
  title: string;
  message: string;
  description?: string;
  lang: Lang;
}

function header(site: SiteData | undefined, lang: Lang): string {
  const links = navigation(site, lang, "mainNavigation");
  const menu =
    links.length === 0
      ? ""
      : `<details class="site-menu order-last lg:order-none lg:flex-1"><summary class="rounded px-2 py-1 text-sm font-semibold hover:bg-paper/10">` +
        `<svg class="site-menu-open size-5" aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"><path d="M4 6h16M4 12h16M4 18h16"/></svg>` +
        `<svg class="site-menu-close size-5" aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"><path d="M6 6l12 12M18 6L6 18"/></svg>` +
        `${escapeHtml(t(lang, "nav.menu"))}</summary><nav aria-label="${escapeHtml(t(lang, "nav.main"))}"><ul class="flex flex-col gap-x-5 gap-y-1 text-base lg:flex-row lg:flex-wrap lg:text-sm">` +
        links
          .map(
            (link) => `<li><a href="${escapeHtml(link.href)}" class="block py-2 underline-offset-4 hover:underline lg:py-0">${escapeHtml(link.label)}</a></li>`,
          )
          .join("") +
        `</ul></nav></details>`;
  const languages = LOCALES.map(
    (l) =>
      `<a href="${localePath(l, "/")}" hreflang="${l}" lang="${l}"${l === lang ? ` aria-current="true"` : ""} class="underline-offset-4 hover:underline${l === lang ? " font-semibold underline" : ""}">${escapeHtml(t(l, `language.${l}`))}</a>`,
  ).join("");
  return (
    `<header class="bg-main font-navbar text-paper"><div class="site-container relative flex items-center gap-x-6 py-3">` +
    `<a href="${localePath(lang, "/")}" class="me-auto text-lg font-semibold lg:me-0">${escapeHtml(siteName(site, lang, t(lang, "site.name")))}</a>${menu}` +
    `<nav aria-label="${escapeHtml(t(lang, "language.switch"))}" class="flex gap-3 text-sm">${languages}</nav></div></header>`
  );
}

function footer(site: SiteData | undefined, lang: Lang): string {
  const links = navigation(site, lang, "footerNavigation");
  const nav =
    links.length === 0
      ? ""
      : `<nav aria-label="${escapeHtml(t(lang, "footer.navigation"))}"><ul class="flex flex-wrap gap-4">` +
        links.map((link) => `<li><a href="${escapeHtml(link.href)}" class="underline underline-offset-4">${escapeHtml(link.label)}</a></li>`).join("") +
        `</ul></nav>`;
  // The login link as on-demand pages have it (src/components/site/SiteFooter.astro): no returnTo.
  const login = `<a href="${localePath(lang, "/login")}" rel="nofollow" class="underline underline-offset-4">${escapeHtml(t(lang, "login.title"))}</a>`;
  return (
    `<footer class="border-t border-ink/10 text-ink"><div class="site-container flex flex-wrap items-center justify-between gap-4 py-6 text-sm">` +
    `<p>© ${escapeHtml(siteName(site, lang, t(lang, "site.name")))}</p>${nav}${login}</div></footer>`
  );
}

/**
 * The error screen as one HTML document in the page's language, for errors answered by the
 * middleware's single error handler (outside Astro's pages). It is the 404/500 pages' screen
 * (src/layouts/Error.astro in the default layout) written out: the same classes of the site's
 * stylesheet, the site's theme and fonts (`themeHead`), header with main navigation and language
 * switcher, and footer; no scripts (so the web fonts load at once). `site` missing → the built-in theme and no navigation; `css` is
 * the site's compiled stylesheet (`siteStylesheet`).
 */
export function errorScreenHtml(screen: ErrorScreen, { site, css = "" }: { site?: SiteData; css?: string } = {}): string {
  const { status, title, message, description, lang } = screen;
  const theme = site ? themeHead(site) : undefined;
  const head = [
    `<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">`,
    `<title>${escapeHtml(`${status} ${title}`)}</title>`,
    `<link rel="icon" href="/favicon.svg" type="image/svg+xml"><link rel="icon" href="/favicon.ico" sizes="32x32">`,
    theme ? `<style>${theme.css}</style>` : "",
    `<style>${css}</style>`,
  ].join("");
  const main = [
    `<p class="text-sm font-semibold uppercase tracking-widest text-main">${escapeHtml(t(lang, "error.status", { status }))}</p>`,
    `<h1 class="text-4xl font-bold tracking-tight text-main">${escapeHtml(title)}</h1>`,
    `<p class="text-lg">${escapeHtml(message)}</p>`,
    description ? `<p class="error-description">${escapeHtml(description)}</p>` : "",
    `<p><a href="${localePath(lang, "/")}" class="font-semibold text-main underline underline-offset-4">${escapeHtml(t(lang, "error.backHome"))}</a></p>`,
  ].join("");
  return (
    `<!doctype html><html lang="${lang}" class="${WEB_FONTS_CLASS}"><head>${head}</head><body class="min-h-screen text-ink antialiased">` +
    `<a href="#main" class="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:bg-paper focus:p-2 focus:text-ink">${escapeHtml(t(lang, "nav.skip"))}</a>` +
    `<div class="flex min-h-screen flex-col">${header(site, lang)}<main id="main" tabindex="-1" class="flex-1 site-container py-10"><div class="flex max-w-2xl flex-col gap-4 py-6">${main}</div></main>${footer(site, lang)}</div></body></html>`
  );
}

// The error answer must not wait long for site data; without it the screen has the built-in theme.
const SITE_WAIT_MS = 2000;

/**
 * The site's stylesheet, compiled by Vite and Tailwind exactly as for the pages (which inline it
 * too). Imported on first use: this module is also loaded by the plain-Node server (through
 * lib/api), which cannot import CSS and never renders the HTML screen.
 */
async function siteStylesheet(): Promise<string> {
  try {
    return (await import("../../styles/global.css?inline")).default;
  } catch {
    return "";
  }
}

function siteWithin(load: () => Promise<SiteData>, ms: number): Promise<SiteData | undefined> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(undefined), ms);
    load()
      .then(resolve, () => resolve(undefined))
      .finally(() => clearTimeout(timer));
  });
}

/**
 * The error screen as a response body: rendered once the site data (`load`, the services' copy
 * the on-demand pages use) is there, or without it after `SITE_WAIT_MS` or without `load`.
 */
export function errorScreenBody(screen: ErrorScreen, load?: () => Promise<SiteData>): ReadableStream<Uint8Array> {
  return new ReadableStream({
    async start(controller) {
      const [site, css] = await Promise.all([load ? siteWithin(load, SITE_WAIT_MS) : undefined, siteStylesheet()]);
      controller.enqueue(new TextEncoder().encode(errorScreenHtml(screen, { site, css })));
      controller.close();
    },
  });
}

/** The description under an error's message: server errors ask to retry later; others say nothing more. */
export function errorDescription(status: number, lang: Lang): string | undefined {
  return status >= 500 ? t(lang, "error.description") : undefined;
}
