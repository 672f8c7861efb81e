import { DEFAULT_LANG, isLang, type Lang } from "../../i18n/locales.ts";
import { sendMailAfter } from "../mail/send-mail.ts";
import { findRecipient, upstream } from "../recipients/content.ts";
import type { NewsletterDeps } from "./deps.ts";
import { welcomeMail } from "./mails.ts";
import { dropPending, restorePending, takePending } from "./store.ts";
import { CONFIRM_TOKEN_MS, verifyNewsletterToken, type TokenVerdict } from "./token.ts";

/** The private content schema confirmed subscribers are kept in (read by `/newsletter/:email`). */
export const RECIPIENTS = "recipients";

/** What a confirm or unsubscribe link did: `done`, or nothing because its token was refused. */
export type LinkOutcome = { kind: "done"; email: string; lang: Lang } | { kind: "refused"; reason: "invalid" | "expired"; email?: string };

const refused = (verdict: Extract<TokenVerdict, { ok: false }>): LinkOutcome => ({
  kind: "refused",
  reason: verdict.reason,
  ...(verdict.email ? { email: verdict.email } : {}),
});

/**
 * Confirms the pending signup a confirm token names: the address becomes a subscribed recipient
 * in the content service (a new item, or the existing one of that address switched on) and gets a
 * welcome mail. The pending row is taken first, so of concurrent confirmations one writes; if the
 * write fails it is put back. An address already subscribed is `done` again with nothing written;
 * a token whose signup is gone (expired, or unsubscribed meanwhile) is `expired`.
 */
export async function confirmSubscription(deps: NewsletterDeps, token: string): Promise<LinkOutcome> {
  const now = (deps.now ?? Date.now)();
  const verdict = verifyNewsletterToken(deps.tokenKey, "confirm", token, now);
  if (!verdict.ok) return refused(verdict);
  const { email } = verdict;
  const pending = takePending(deps.db, email, now - CONFIRM_TOKEN_MS);
  const existing = await findRecipient(deps.cms, email);
  if (!pending) {
    if (existing?.subscribed) return { kind: "done", email, lang: existing.language ?? DEFAULT_LANG };
    return { kind: "refused", reason: "expired", email };
  }
  const lang: Lang = isLang(pending.language) ? pending.language : DEFAULT_LANG;
  if (existing?.subscribed) return { kind: "done", email, lang: existing.language ?? lang };
  const subscribedAt = new Date(now).toISOString();
  try {
    if (existing) {
      const data = {
        subscribed: { iv: true },
        subscribedAt: { iv: subscribedAt },
        language: { iv: lang },
        ...(pending.name ? { name: { iv: pending.name } } : {}),
      };
      await upstream(RECIPIENTS, () => deps.cms.contents.patch(RECIPIENTS, existing.id, data));
    } else {
      // The content schema requires a name; a signup without one is greeted by its address.
      const data = {
        email: { iv: email },
        name: { iv: pending.name || email },
        language: { iv: lang },
        subscribed: { iv: true },
        subscribedAt: { iv: subscribedAt },
      };
      await upstream(RECIPIENTS, () => deps.cms.contents.create(RECIPIENTS, data, { publish: true }));
    }
  } catch (error) {
    restorePending(deps.db, pending);
    throw error;
  }
  sendMailAfter(deps.mail, "newsletter: the welcome mail", () => welcomeMail(email, lang, { siteUrl: deps.siteUrl, tokenKey: deps.tokenKey, now }));
  return { kind: "done", email, lang };
}

/**
 * Unsubscribes the address an unsubscribe token names: its pending signup is forgotten and a
 * subscribed recipient is switched off (the item stays: it may hold a present). The answer is the
 * same whether the address was subscribed, pending, already unsubscribed or unknown.
 */
export async function unsubscribe(deps: NewsletterDeps, token: string): Promise<LinkOutcome> {
  const now = (deps.now ?? Date.now)();
  const verdict = verifyNewsletterToken(deps.tokenKey, "unsubscribe", token, now);
  if (!verdict.ok) return refused(verdict);
  const { email } = verdict;
  dropPending(deps.db, email);
  const existing = await findRecipient(deps.cms, email);
  if (existing?.subscribed) {
    await upstream(RECIPIENTS, () => deps.cms.contents.patch(RECIPIENTS, existing.id, { subscribed: { iv: false } }));
  }
  return { kind: "done", email, lang: existing?.language ?? DEFAULT_LANG };
}
