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

type LinkRecipient = { practitionerId: string; email: string; name: string };

/** A mail whose one action is a signed link: its texts are `mail.registration.{part}.*`. */
function linkMail(
  deps: LinkMailDeps,
  to: LinkRecipient,
  lang: Lang,
  part: "verify" | "edit",
  link: { url: string; expiresAt: number },
): Pick<MailMessage, "to" | "subject" | "text" | "html" | "lang"> {
  const key = `mail.registration.${part}` as const;
  const mail = renderMail(
    lang,
    {
      subject: `${key}.subject`,
      paragraphs: [`${key}.greeting`, `${key}.text`],
      action: { label: `${key}.action`, url: link.url },
      after: [`${key}.expires`, `${key}.ignore`],
    },
    { name: to.name, site: new URL(deps.siteUrl).host, until: validUntil(lang, link.expiresAt) },
  );
  return { to: to.email, ...mail, lang };
}

/**
 * The mail asking the applicant to confirm their address (plain text and HTML, in their language):
 * the link opens a page with a button, so a mail scanner's visit changes nothing.
 */
export function verifyMail(deps: LinkMailDeps, to: LinkRecipient, lang: Lang, now: number): MailMessage {
  const link = verifyLink(deps, to.practitionerId, to.email, lang, now);
  return { ...linkMail(deps, to, lang, "verify", link), kind: "registration-verify" };
}

/** The mail with an edit link for one entry, to the address stored in that entry. */
export function editLinkMail(deps: LinkMailDeps, to: LinkRecipient, lang: Lang, now: number): MailMessage {
  const link = editLink(deps, to.practitionerId, to.email, lang, now);
  return { ...linkMail(deps, to, lang, "edit", link), kind: "registration-edit" };
}
