import type { Services } from "../services.ts";
import { checkHuman, takeVisitorQuota, visitorLimits } from "../visitor-forms/index.ts";

/**
 * The checks of every booking a visitor sends (island or form), before anything is read or
 * stored: the honeypot and the form stamp (422 `FormRefused` / `FormTooFast`), then one attempt
 * of the `booking` quota for the client's address (429 `FormLimit`). The per-e-mail limit is
 * booking's own daily one (`BOOKING_DAILY_LIMIT`).
 */
export function checkBookingVisitor(services: Services, sent: { website: string; formStamp: string }, address: string | undefined): void {
  const { config } = services;
  checkHuman(config.tokenKey, { honeypot: sent.website, stamp: sent.formStamp }, { minFillMs: config.visitorFormMinFillMs });
  takeVisitorQuota(services.db, "booking", { address }, visitorLimits(config));
}
