import type { Services } from "../services.ts";
import type { BookingDeps } from "./book.ts";

/** Booking's parts out of the server's services and configuration. */
export const bookingDeps = (services: Services): BookingDeps => ({
  cms: services.cms,
  db: services.db,
  tokenKey: services.config.tokenKey,
  minNoticeHours: services.config.bookingMinNoticeHours,
  dailyLimit: services.config.bookingDailyLimit,
});
