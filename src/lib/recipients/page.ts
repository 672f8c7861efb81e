import { DEFAULT_LANG, isLang, LOCALE_TAGS, type Lang } from "../../i18n/locales.ts";
import type { CmsClient } from "../cms/index.ts";
import { sanitizeHtml } from "../sanitize/html.ts";
import { currentNewsletter, findRecipient, type Present } from "./content.ts";
import { decideEmail, rawEmailSegment } from "./email.ts";
import { verifyNewsletterToken, type TokenPurpose } from "../newsletter/token.ts";

/** Headers of every answer of a recipient route, the 404 included. */
export const RECIPIENT_HEADERS: Readonly<Record<string, string>> = {
  "x-robots-tag": "noindex, nofollow",
  "referrer-policy": "no-referrer",
  "cache-control": "private, no-store",
};

/** Route validation failed or there is nothing to show: 404 `Page Not Found: {fullPath}`. */
export interface NotFound {
  kind: "not-found";
  /** The path and query the message names. */
  path: string;
  lang: Lang;
}

export interface NewsletterIssueView {
  number: number | undefined;
  title: string;
  intro: string;
  /** Sanitised rich text. */
  bodyHtml: string;
  date: string;
  isoDate: string;
}

/**
 * What the link's `?token=` offers: a button that confirms or unsubscribes (it POSTs the token),
 * or the note that the link is forged (`invalid`) or `expired`; nothing changes on a GET.
 */
export type LinkOffer = { kind: TokenPurpose; token: string; email: string } | { kind: "refused"; reason: "invalid" | "expired" };

/** What the page says after a confirm or unsubscribe button (`?done=`), where the state agrees. */
export type PageNotice = "confirmed" | "unsubscribed" | "expired" | "invalid";

export interface NewsletterView {
  kind: "newsletter";
  lang: Lang;
  link: LinkOffer | undefined;
  notice: PageNotice | undefined;
  /** Unknown and unsubscribed addresses look the same: only `subscribed: false`. */
  subscription: { subscribed: true; name: string; since: string | undefined } | { subscribed: false };
  issue: NewsletterIssueView | undefined;
}

export interface PresentView {
  kind: "present";
  lang: Lang;
  name: string;
  present: Present | undefined;
}

/** The request's `fullPath` as it was asked for (path and query, still encoded). */
function fullPath(requestUrl: string): string {
  const url = new URL(requestUrl);
  return `${url.pathname}${url.search}`;
}

const notFound = (requestUrl: string, lang: Lang): NotFound => ({ kind: "not-found", path: fullPath(requestUrl), lang });

/** `?lang=de|en` when given and valid. */
function langParam(requestUrl: string): Lang | undefined {
  const value = new URL(requestUrl).searchParams.get("lang");
  return isLang(value) ? value : undefined;
}

/** A date in medium style, UTC, or undefined for a missing or bad value. */
export function formatDate(iso: string | undefined, lang: Lang): string | undefined {
  if (!iso) return undefined;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return undefined;
  return new Intl.DateTimeFormat(LOCALE_TAGS[lang], { dateStyle: "medium", timeZone: "UTC" }).format(date);
}

const pick = (values: Partial<Record<string, string | null | undefined>>, lang: Lang) => values[lang] ?? values[DEFAULT_LANG] ?? "";

/** The verdict on a `?token=` for `email`: a confirm or unsubscribe token of this address, else refused. */
function linkOffer(tokenKey: string, token: string, email: string, now: number): LinkOffer {
  let expired = false;
  for (const purpose of ["confirm", "unsubscribe"] as const) {
    const verdict = verifyNewsletterToken(tokenKey, purpose, token, now);
    if (verdict.email !== email) continue;
    if (verdict.ok) return { kind: purpose, token, email };
    expired ||= verdict.reason === "expired";
  }
  return { kind: "refused", reason: expired ? "expired" : "invalid" };
}

/** Checks the links' tokens: the server's token key and the time. */
export interface LinkCheck {
  tokenKey: string;
  now?: number;
}

/**
 * `/newsletter/:email`: the current issue and this address's subscription state. The language is
 * `?lang=`, else the subscriber's stored language, else German; an address that is not subscribed
 * (unknown or unsubscribed) gets the same neutral page, so the page confirms nothing else. With
 * `?token=` (a link from a newsletter mail) it offers the confirm button (a valid confirm token
 * while not subscribed) or the unsubscribe button (a valid unsubscribe token while subscribed),
 * or says the link is forged or expired; `?done=` names what a button did.
 */
export async function newsletterPage(client: CmsClient, requestUrl: string, check?: LinkCheck): Promise<NotFound | NewsletterView> {
  const requested = langParam(requestUrl);
  const decision = decideEmail(rawEmailSegment(requestUrl, "newsletter") ?? "");
  if (!decision.ok) return notFound(requestUrl, requested ?? DEFAULT_LANG);
  const [recipient, issue] = await Promise.all([findRecipient(client, decision.email), currentNewsletter(client)]);
  const subscribed = recipient?.subscribed === true;
  const lang = requested ?? (subscribed ? recipient.language : undefined) ?? DEFAULT_LANG;
  const params = new URL(requestUrl).searchParams;
  const token = params.get("token");
  const offer = token !== null && check ? linkOffer(check.tokenKey, token, decision.email, check.now ?? Date.now()) : undefined;
  const done = params.get("done");
  const notice =
    (done === "confirmed" && subscribed) || (done === "unsubscribed" && !subscribed) || done === "expired" || done === "invalid" ? done : undefined;
  return {
    kind: "newsletter",
    lang,
    // A button only where it changes something: confirm while not subscribed, unsubscribe while subscribed.
    link: offer && (offer.kind === "refused" || (offer.kind === "confirm") !== subscribed ? offer : undefined),
    notice,
    subscription: subscribed ? { subscribed: true, name: recipient.name, since: formatDate(recipient.subscribedAt, lang) } : { subscribed: false },
    issue: issue && {
      number: issue.number,
      title: pick(issue.title, lang),
      intro: pick(issue.intro, lang),
      bodyHtml: sanitizeHtml(pick(issue.body, lang)),
      date: formatDate(issue.issueDate, lang) ?? "",
      isoDate: issue.issueDate,
    },
  };
}

/** `/present/:email`: the recipient's greeting and present; an unknown address is a 404. */
export async function presentPage(client: CmsClient, requestUrl: string): Promise<NotFound | PresentView> {
  const requested = langParam(requestUrl);
  const decision = decideEmail(rawEmailSegment(requestUrl, "present") ?? "");
  if (!decision.ok) return notFound(requestUrl, requested ?? DEFAULT_LANG);
  const recipient = await findRecipient(client, decision.email);
  if (!recipient) return notFound(requestUrl, requested ?? DEFAULT_LANG);
  return { kind: "present", lang: requested ?? recipient.language ?? DEFAULT_LANG, name: recipient.name, present: recipient.present };
}
