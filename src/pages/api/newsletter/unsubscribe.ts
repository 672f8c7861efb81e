import type { APIRoute } from "astro";
import { guarded, json, otherMethods } from "../../../lib/api/endpoint.ts";
import { HttpError } from "../../../lib/errors/http-error.ts";
import { newsletterDeps } from "../../../lib/newsletter/deps.ts";
import { readForm } from "../../../lib/newsletter/form-body.ts";
import { linkRedirect } from "../../../lib/newsletter/link-answer.ts";
import { unsubscribe } from "../../../lib/newsletter/subscription.ts";

export const prerender = false;

/**
 * `POST /api/newsletter/unsubscribe`, authenticated by its signed token alone (no Origin check:
 * src/lib/http/guard.ts). Two callers:
 * - a mail provider's one-click unsubscribe (RFC 8058): `?token=…` from the `List-Unsubscribe`
 *   header, body `List-Unsubscribe=One-Click` → 200 `{ unsubscribed: true }`; 404 for a forged or
 *   expired token, with nothing changed;
 * - the button on `/newsletter/:email?token=…` (`token`, `email`, `lang`) → 303 back to the page
 *   with `done=unsubscribed`, or `done=expired|invalid`.
 * The answer never tells whether the address was subscribed.
 */
export const POST: APIRoute = (context) =>
  guarded(context, async () => {
    const { services } = context.locals;
    const form = await readForm(context.request, services.config.jsonBodyLimit);
    const token = context.url.searchParams.get("token") ?? form.get("token") ?? "";
    const outcome = await unsubscribe(newsletterDeps(services), token);
    if (form.get("List-Unsubscribe") === "One-Click") {
      if (outcome.kind !== "done") throw new HttpError("NotFound");
      return json({ unsubscribed: true });
    }
    return linkRedirect(outcome, "unsubscribed", form);
  });
export const ALL = otherMethods({ POST });
