import type { DatabaseSync } from "node:sqlite";
import type { CmsClient } from "../cms/client.ts";
import type { Mailer } from "../mail/send-mail.ts";
import type { Services } from "../services.ts";
import { siteUrl } from "../site/site-url.ts";
import { visitorLimits, type VisitorLimits } from "../visitor-forms/index.ts";

/** What registration needs from the server's services and configuration. */
export interface RegistrationDeps {
  cms: CmsClient;
  db: DatabaseSync;
  mail: Mailer;
  siteUrl: string;
  tokenKey: string;
  /** The site code a new entry lists (`websites`), so it shows here once approved. */
  siteCode: string;
  limits: VisitorLimits;
  minFillMs: number;
  now?: () => number;
}

/** Registration's parts out of the server's services and configuration. */
export const registrationDeps = (services: Services): RegistrationDeps => ({
  cms: services.cms,
  db: services.db,
  mail: services.mail,
  siteUrl: siteUrl(services.config),
  tokenKey: services.config.tokenKey,
  siteCode: services.config.siteCode,
  limits: visitorLimits(services.config),
  minFillMs: services.config.visitorFormMinFillMs,
});
