import type { Lang } from "../../i18n/locales.ts";
import { localePath } from "../../i18n/locales.ts";
import { t } from "../../i18n/t.ts";

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** What the error screen shows (spec §8: status, message and description). */
export interface ErrorScreen {
  status: number;
  title: string;
  message: string;
  description?: string;
  lang: Lang;
}

const STYLE =
  "body{margin:0;font-family:system-ui,sans-serif;color:#1a1a1a;background:#fff}main{max-width:40rem;margin:0 auto;padding:4rem 1rem;display:flex;flex-direction:column;gap:1rem}" +
  "h1{font-size:1.875rem;margin:0}.status{font-weight:600;color:#c2410c;margin:0}.description{color:#555}a{color:#1f4e79}";

/**
 * The error screen as a self-contained HTML document in the page's language, for errors answered by
 * the middleware's single error handler (no layout, no scripts; the CSP allows inline styles).
 */
export function errorScreenHtml(screen: ErrorScreen): string {
  const { status, title, message, description, lang } = screen;
  const paragraphs = [
    `<p class="status">${escapeHtml(t(lang, "error.status", { status }))}</p>`,
    `<h1>${escapeHtml(title)}</h1>`,
    `<p>${escapeHtml(message)}</p>`,
    description ? `<p class="description">${escapeHtml(description)}</p>` : "",
    `<p><a href="${localePath(lang, "/")}">${escapeHtml(t(lang, "error.backHome"))}</a></p>`,
  ].join("");
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(`${status} ${title}`)}</title><style>${STYLE}</style></head><body><main id="main">${paragraphs}</main></body></html>`;
}

/** The description under an error's message: server errors ask to retry later; others say nothing more. */
export function errorDescription(status: number, lang: Lang): string | undefined {
  return status >= 500 ? t(lang, "error.description") : undefined;
}
