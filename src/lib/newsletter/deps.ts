import type { DatabaseSync } from "node:sqlite";
import type { CmsClient } from "../cms/client.ts";
import type { Mailer } from "../mail/send-mail.ts";
import type { Services } from "../services.ts";
import { siteUrl } from "../site/site-url.ts";
import { visitorLimits, type VisitorLimits } from "../visitor-forms/quota.ts";

/** What the newsletter's signup, confirmation and unsubscribe need from the server's services. */
export interface NewsletterDeps {
  cms: CmsClient;
  db: DatabaseSync;
  mail: Mailer;
  /** The site's public address: the mails' links are absolute. */
  siteUrl: string;
  /** Signs the links and the form stamps (the server's token key). */
  tokenKey: string;
  minFillMs: number;
  limits: VisitorLimits;
  now?: () => number;
}

/** The newsletter's parts out of the server's services and configuration. */
export const newsletterDeps = (services: Services): NewsletterDeps => ({
  cms: services.cms,
  db: services.db,
  mail: services.mail,
  siteUrl: siteUrl(services.config),
  tokenKey: services.config.tokenKey,
  minFillMs: services.config.visitorFormMinFillMs,
  limits: visitorLimits(services.config),
});
