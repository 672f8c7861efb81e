import { renderToStaticMarkup } from "react-dom/server";
import type { SiteData } from "../../lib/content/model.ts";
import type { ErrorScreen } from "../../lib/errors/respond.ts";
import { escapeHtml } from "../../lib/sanitize/escape.ts";
import { themeHead } from "../../lib/theme/index.ts";
import { WEB_FONTS_CLASS } from "../../lib/theme/web-fonts.ts";
import { ErrorMessage } from "./ErrorMessage.tsx";
import { SiteFooter } from "./SiteFooter.tsx";
import { SiteHeader } from "./SiteHeader.tsx";
import { SkipLink } from "./SkipLink.tsx";

/**
 * The error screen as one HTML document in the page's language, for errors answered by the
 * middleware's single error handler (outside Astro's pages): the 404/500 pages' screen
 * (layouts/Error.astro in the default layout) from the same components (skip link, header with
 * main navigation and language switcher, message, footer), with the site's theme and fonts
 * (`themeHead`); no scripts (so the web fonts load at once). `site` missing → the built-in theme
 * and no navigation; `css` is the site's compiled stylesheet (`siteStylesheet`).
 */
export function errorScreenHtml(screen: ErrorScreen, { site, css = "" }: { site?: SiteData; css?: string } = {}): string {
  const { status, title, lang } = screen;
  const theme = site ? themeHead(site) : undefined;
  const head = [
    `<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">`,
    `<title>${escapeHtml(`${status} ${title}`)}</title>`,
    `<link rel="icon" href="/favicon.svg" type="image/svg+xml"><link rel="icon" href="/favicon.ico" sizes="32x32">`,
    theme ? `<style>${theme.css}</style>` : "",
    `<style>${css}</style>`,
  ].join("");
  const body = renderToStaticMarkup(
    <>
      <SkipLink lang={lang} />
      <div className="flex min-h-screen flex-col">
        <SiteHeader lang={lang} site={site} />
        <main id="main" tabIndex={-1} className="flex-1 site-container py-10">
          <ErrorMessage {...screen} />
        </main>
        <SiteFooter lang={lang} site={site} />
      </div>
    </>,
  );
  return `<!doctype html><html lang="${lang}" class="${WEB_FONTS_CLASS}"><head>${head}</head><body class="min-h-screen text-ink antialiased">${body}</body></html>`;
}

// The error answer must not wait long for site data; without it the screen has the built-in theme.
const SITE_WAIT_MS = 2000;

/** The site's stylesheet, compiled by Vite and Tailwind exactly as for the pages (which inline it too); imported on first use. */
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
