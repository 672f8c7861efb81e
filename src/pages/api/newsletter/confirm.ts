import type { APIRoute } from "astro";
import { guarded, otherMethods } from "../../../lib/api/endpoint.ts";
import { newsletterDeps } from "../../../lib/newsletter/deps.ts";
import { readForm } from "../../../lib/newsletter/form-body.ts";
import { linkRedirect } from "../../../lib/newsletter/link-answer.ts";
import { confirmSubscription } from "../../../lib/newsletter/subscription.ts";

export const prerender = false;

/**
 * `POST /api/newsletter/confirm` (form-encoded, same origin; `token`, `email`, `lang` from the
 * button on `/newsletter/:email?token=…`): confirms the pending signup the token names and
 * answers 303 back to that page with `done=confirmed`, or `done=expired|invalid` with nothing
 * changed. docs/newsletter.md.
 */
export const POST: APIRoute = (context) =>
  guarded(context, async () => {
    const { services } = context.locals;
    const form = await readForm(context.request, services.config.jsonBodyLimit);
    return linkRedirect(await confirmSubscription(newsletterDeps(services), form.get("token") ?? ""), "confirmed", form);
  });
export const ALL = otherMethods({ POST });
