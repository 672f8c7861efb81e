import { isLang, type Lang } from "../../i18n/locales.ts";
import { HttpError } from "../errors/http-error.ts";
import { decideEmail } from "../recipients/email.ts";
import type { LinkOutcome } from "./subscription.ts";

/** What `/newsletter/:email` says after a button's POST (`?done=`); it shows it only where the state agrees. */
export type LinkNotice = "confirmed" | "unsubscribed" | "expired" | "invalid";

/**
 * The answer to a confirm or unsubscribe button: a 303 back to the address's page with `done`
 * naming what happened (Post/Redirect/Get, so a reload sends nothing again). A refused token
 * whose address is unknown goes back to the page the form names (`email`), else it is a 404.
 */
export function linkRedirect(outcome: LinkOutcome, done: "confirmed" | "unsubscribed", form: URLSearchParams): Response {
  const requested = form.get("lang");
  const fallback = decideEmail(encodeURIComponent(form.get("email") ?? ""));
  const email = outcome.email ?? (fallback.ok ? fallback.email : undefined);
  if (!email) throw new HttpError("NotFound");
  const lang: Lang | undefined = isLang(requested) ? requested : outcome.kind === "done" ? outcome.lang : undefined;
  const query = new URLSearchParams({ ...(lang ? { lang } : {}), done: outcome.kind === "done" ? done : outcome.reason });
  return new Response(null, { status: 303, headers: { location: `/newsletter/${encodeURIComponent(email)}?${query}`, "cache-control": "no-store" } });
}
