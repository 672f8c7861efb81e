import type { Services } from "../services.ts";
import { siteUrl } from "../site/site-url.ts";
import { visitorLimits } from "../visitor-forms/index.ts";
import type { RegistrationDeps } from "./register.ts";

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
