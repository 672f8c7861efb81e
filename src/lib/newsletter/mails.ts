import type { Lang } from "../../i18n/locales.ts";
import type { MailMessage } from "../mail/message.ts";
import { renderMail } from "../mail/template.ts";
import { CONFIRM_TOKEN_MS, signNewsletterToken, UNSUBSCRIBE_TOKEN_MS } from "./token.ts";

/** The one-click unsubscribe endpoint (RFC 8058): a mail provider POSTs `List-Unsubscribe=One-Click` to it. */
export const UNSUBSCRIBE_PATH = "/api/newsletter/unsubscribe";

/** `/newsletter/:email` in `lang`, with a link token when given. */
export function recipientPageUrl(siteUrl: string, email: string, lang: Lang, token?: string): string {
  const url = new URL(`/newsletter/${encodeURIComponent(email)}`, siteUrl);
  url.searchParams.set("lang", lang);
  if (token) url.searchParams.set("token", token);
  return url.href;
}

/**
 * The headers every newsletter mail carries (RFC 2369, RFC 8058): the HTTPS address of the
 * one-click unsubscribe with a signed token, and `List-Unsubscribe-Post`, which tells a mail
 * provider it may unsubscribe with a POST of its own, without opening a page.
 */
export function unsubscribeHeaders(siteUrl: string, tokenKey: string, email: string, now: number): Record<string, string> {
  const url = new URL(UNSUBSCRIBE_PATH, siteUrl);
  url.searchParams.set("token", signNewsletterToken(tokenKey, "unsubscribe", email, now + UNSUBSCRIBE_TOKEN_MS));
  return { "List-Unsubscribe": `<${url.href}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}

interface MailContext {
  siteUrl: string;
  tokenKey: string;
  now: number;
}

/** The double opt-in mail: the link to confirm the signup of `email`, valid for CONFIRM_TOKEN_MS. */
export function confirmationMail(email: string, lang: Lang, { siteUrl, tokenKey, now }: MailContext): MailMessage {
  const token = signNewsletterToken(tokenKey, "confirm", email, now + CONFIRM_TOKEN_MS);
  const params = { site: new URL(siteUrl).host, hours: CONFIRM_TOKEN_MS / 3_600_000, email };
  const mail = renderMail(
    lang,
    {
      subject: "mail.newsletter.confirm.subject",
      paragraphs: ["mail.newsletter.confirm.text"],
      action: { label: "mail.newsletter.confirm.action", url: recipientPageUrl(siteUrl, email, lang, token) },
      after: ["mail.newsletter.confirm.ignore"],
    },
    params,
  );
  return { to: email, ...mail, headers: unsubscribeHeaders(siteUrl, tokenKey, email, now), lang, kind: "newsletter-confirm" };
}

/** The welcome after a confirmation: the subscription is active; its page holds the unsubscribe button. */
export function welcomeMail(email: string, lang: Lang, { siteUrl, tokenKey, now }: MailContext): MailMessage {
  const token = signNewsletterToken(tokenKey, "unsubscribe", email, now + UNSUBSCRIBE_TOKEN_MS);
  const mail = renderMail(
    lang,
    {
      subject: "mail.newsletter.welcome.subject",
      paragraphs: ["mail.newsletter.welcome.text"],
      action: { label: "mail.newsletter.welcome.action", url: recipientPageUrl(siteUrl, email, lang, token) },
    },
    { site: new URL(siteUrl).host, email },
  );
  return { to: email, ...mail, headers: unsubscribeHeaders(siteUrl, tokenKey, email, now), lang, kind: "newsletter-welcome" };
}
