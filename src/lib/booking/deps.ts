import type { Services } from "../services.ts";
import { siteUrl } from "../site/site-url.ts";
import type { BookingDeps } from "./book.ts";

/** Booking's parts out of the server's services and configuration. */
export const bookingDeps = (services: Services): BookingDeps => ({
  cms: services.cms,
  db: services.db,
  mail: services.mail,
  siteUrl: siteUrl(services.config),
  tokenKey: services.config.tokenKey,
  minNoticeHours: services.config.bookingMinNoticeHours,
  dailyLimit: services.config.bookingDailyLimit,
});
