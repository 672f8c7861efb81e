import { LOCALE_TAGS, type Lang } from "../../i18n/locales.ts";
import type { MailMessage } from "../mail/message.ts";
import { renderMail } from "../mail/template.ts";
import { EDIT_LINK_MS, signLinkToken, VERIFY_LINK_MS } from "./link-token.ts";

/** What a registration mail needs: the site's public address and the key links are signed with. */
export interface LinkMailDeps {
  siteUrl: string;
  tokenKey: string;
}

/** The path of the page behind an edit link (the token in the query). */
export const editPath = (practitionerId: string) => `/practitioners/register/${encodeURIComponent(practitionerId)}`;
/** The path of the page behind a verification link. */
export const VERIFY_PATH = "/practitioners/register/verify";

const validUntil = (lang: Lang, at: number) =>
  new Intl.DateTimeFormat(LOCALE_TAGS[lang], { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }).format(new Date(at));

/** The absolute verification link for `email` of entry `practitionerId`, valid for `VERIFY_LINK_MS`. */
export function verifyLink(deps: LinkMailDeps, practitionerId: string, email: string, lang: Lang, now: number): { url: string; expiresAt: number } {
  const expiresAt = now + VERIFY_LINK_MS;
  const url = new URL(VERIFY_PATH, deps.siteUrl);
  url.searchParams.set("id", practitionerId);
  url.searchParams.set("token", signLinkToken(deps.tokenKey, "verify", practitionerId, email, expiresAt));
  url.searchParams.set("lang", lang);
  return { url: url.href, expiresAt };
}

/** The absolute edit link of entry `practitionerId` for its stored `email`, valid for `EDIT_LINK_MS`. */
export function editLink(deps: LinkMailDeps, practitionerId: string, email: string, lang: Lang, now: number): { url: string; expiresAt: number } {
  const expiresAt = now + EDIT_LINK_MS;
  const url = new URL(editPath(practitionerId), deps.siteUrl);
  url.searchParams.set("token", signLinkToken(deps.tokenKey, "edit", practitionerId, email, expiresAt));
  url.searchParams.set("lang", lang);
  return { url: url.href, expiresAt };
}

/**
 * The mail asking the applicant to confirm their address (plain text and HTML, in their language):
 * the link opens a page with a button, so a mail scanner's visit changes nothing.
 */
export function verifyMail(deps: LinkMailDeps, to: { practitionerId: string; email: string; name: string }, lang: Lang, now: number): MailMessage {
  const { url, expiresAt } = verifyLink(deps, to.practitionerId, to.email, lang, now);
  const mail = renderMail(
    lang,
    {
      subject: "mail.registration.verify.subject",
      paragraphs: ["mail.registration.verify.greeting", "mail.registration.verify.text"],
      action: { label: "mail.registration.verify.action", url },
      after: ["mail.registration.verify.expires", "mail.registration.verify.ignore"],
    },
    { name: to.name, site: new URL(deps.siteUrl).host, until: validUntil(lang, expiresAt) },
  );
  return { to: to.email, ...mail, lang, kind: "registration-verify" };
}

/** The mail with an edit link for one entry, to the address stored in that entry. */
export function editLinkMail(deps: LinkMailDeps, to: { practitionerId: string; email: string; name: string }, lang: Lang, now: number): MailMessage {
  const { url, expiresAt } = editLink(deps, to.practitionerId, to.email, lang, now);
  const mail = renderMail(
    lang,
    {
      subject: "mail.registration.edit.subject",
      paragraphs: ["mail.registration.edit.greeting", "mail.registration.edit.text"],
      action: { label: "mail.registration.edit.action", url },
      after: ["mail.registration.edit.expires", "mail.registration.edit.ignore"],
    },
    { name: to.name, site: new URL(deps.siteUrl).host, until: validUntil(lang, expiresAt) },
  );
  return { to: to.email, ...mail, lang, kind: "registration-edit" };
}
