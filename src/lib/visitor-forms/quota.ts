import type { DatabaseSync } from "node:sqlite";
import { transaction } from "../../base/sqlite.ts";
import type { Config } from "../config.ts";
import { HttpError } from "../errors/http-error.ts";

/** At most `max` attempts within `windowMs`. */
export interface QuotaRule {
  max: number;
  windowMs: number;
}

/** The limits of one visitor form: per sender address (IP) and per e-mail address given. */
export interface VisitorLimits {
  address: QuotaRule;
  email: QuotaRule;
}

const HOUR = 3_600_000;

/** The configured limits (`VISITOR_FORM_ADDRESS_LIMIT`, `VISITOR_FORM_EMAIL_LIMIT`, per hour). */
export const visitorLimits = (config: Pick<Config, "visitorFormAddressLimit" | "visitorFormEmailLimit">): VisitorLimits => ({
  address: { max: config.visitorFormAddressLimit, windowMs: HOUR },
  email: { max: config.visitorFormEmailLimit, windowMs: HOUR },
});

/** Who sent an attempt: the client's address and the e-mail address the form gave, when known. */
export interface QuotaKeys {
  address?: string | undefined;
  email?: string | undefined;
}

/**
 * Counts one attempt of form `scope` for each known key and refuses it with 429 `FormLimit`
 * (`Retry-After`: when the oldest attempt in the window ages out) when a key has used up its
 * rule already; a refused attempt is not counted, so waiting is enough. One transaction, so
 * concurrent requests of several processes cannot both take the last attempt.
 */
export function takeVisitorQuota(db: DatabaseSync, scope: string, keys: QuotaKeys, limits: VisitorLimits, now = Date.now()): void {
  const wanted = [
    keys.address ? { key: `address:${keys.address}`, rule: limits.address } : undefined,
    keys.email ? { key: `email:${keys.email.trim().toLowerCase()}`, rule: limits.email } : undefined,
  ].filter((x) => x !== undefined);
  const longest = Math.max(limits.address.windowMs, limits.email.windowMs);
  const waitMs = transaction(db, () => {
    db.prepare("DELETE FROM visitor_form_attempts WHERE at <= ?").run(now - longest);
    const count = db.prepare("SELECT COUNT(*) AS n, MIN(at) AS oldest FROM visitor_form_attempts WHERE scope = ? AND key = ? AND at > ?");
    for (const { key, rule } of wanted) {
      const { n, oldest } = count.get(scope, key, now - rule.windowMs) as { n: number; oldest: number | null };
      if (n >= rule.max) return (oldest ?? now) + rule.windowMs - now;
    }
    const insert = db.prepare("INSERT INTO visitor_form_attempts (scope, key, at) VALUES (?, ?, ?)");
    for (const { key } of wanted) insert.run(scope, key, now);
    return 0;
  });
  if (waitMs > 0) throw new HttpError("FormLimit", { headers: { "retry-after": String(Math.max(1, Math.ceil(waitMs / 1000))) } });
}
