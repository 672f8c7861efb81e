import type { APIRoute } from "astro";
import { guarded, json, otherMethods } from "../../../lib/api/endpoint.ts";
import { OpenSlotsQuery, readOpenSlots } from "../../../lib/booking/open-slots.ts";
import { parseOrThrow } from "../../../lib/parse.ts";
import { formStamp } from "../../../lib/visitor-forms/index.ts";

export const prerender = false;

/**
 * `GET /api/appointments?practitioner=<id>&days=<1–60>` (visitors): the slots that can be booked
 * now (docs/booking.md), `{ slots: [{ id, start, durationMinutes?, practitioner? }], stamp }`, never
 * cached; `stamp` is a fresh form stamp for the booking form. The practitioner paths are in the
 * request's language (`lang=en`). 400 for another parameter or a bad value.
 */
export const GET: APIRoute = (context) =>
  guarded(context, async () => {
    const { services } = context.locals;
    const query = parseOrThrow(OpenSlotsQuery, Object.fromEntries(context.url.searchParams), "query");
    const slots = await readOpenSlots({ cms: services.cms, site: await services.siteData.get(), minNoticeHours: services.config.bookingMinNoticeHours }, query);
    return json({ slots, stamp: formStamp(services.config.tokenKey) });
  });
export const ALL = otherMethods({ GET });
