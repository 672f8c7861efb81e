import type { Lang } from "../../i18n/locales.ts";
import { t, type UiKey, type UiParams } from "../../i18n/t.ts";
import { escapeHtml } from "../sanitize/escape.ts";

/** A message's parts as UI-string keys (`mail.*`): a subject, paragraphs, an optional link, paragraphs after it. */
export interface MailTemplate {
  subject: UiKey;
  paragraphs: readonly UiKey[];
  action?: { label: UiKey; url: string };
  after?: readonly UiKey[];
}

/** A message's subject with its plain-text and HTML versions. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/**
 * Writes `template` in `lang` with `params`: the text version has the link on a line of its own;
 * the HTML version escapes every string and parameter, so nothing a visitor typed becomes markup.
 */
export function renderMail(lang: Lang, template: MailTemplate, params: UiParams = {}): RenderedMail {
  const before = template.paragraphs.map((key) => t(lang, key, params));
  const after = (template.after ?? []).map((key) => t(lang, key, params));
  const action = template.action && { label: t(lang, template.action.label, params), url: template.action.url };
  const text = [...before, ...(action ? [`${action.label}:\n${action.url}`] : []), ...after].join("\n\n");
  const paragraph = (s: string) => `<p>${escapeHtml(s)}</p>`;
  const link = action ? [`<p><a href="${escapeHtml(action.url)}">${escapeHtml(action.label)}</a></p>`] : [];
  const body = [...before.map(paragraph), ...link, ...after.map(paragraph)].join("\n");
  const html = `<!doctype html>\n<html lang="${lang}">\n<head><meta charset="utf-8"></head>\n<body>\n${body}\n</body>\n</html>\n`;
  return { subject: t(lang, template.subject, params), text: `${text}\n`, html };
}
