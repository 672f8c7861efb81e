import * as v from "valibot";
import { DEFAULT_LANG, LOCALES } from "../../i18n/locales.ts";
import type { CmsClient } from "../cms/client.ts";
import { CONTENT_ID } from "../cms/allowed-url.ts";
import { HttpError } from "../errors/http-error.ts";
import type { SiteData } from "../content/model.ts";
import { openAppointments } from "../directory/appointments.ts";
import { dateFormat, timeFormat } from "../directory/intl.ts";
import { visiblePractitioners } from "../directory/practitioners.ts";
import { practitionerPath } from "../directory/routes.ts";
import { all } from "../site/load.ts";
import { APPOINTMENTS } from "./slot.ts";

/** Longest span of days a slot list covers (the block's `days` field has the same bound). */
export const MAX_DAYS = 60;

/** `GET /api/appointments`: whose slots (empty: every visible practitioner's) and for how many days. */
export const OpenSlotsQuery = v.strictObject({
  practitioner: v.optional(v.pipe(v.string(), v.regex(CONTENT_ID, "must be a content id"))),
  days: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,3}$/, "must be a whole number"),
      v.transform(Number),
      v.minValue(1, "must be at least 1"),
      v.maxValue(MAX_DAYS, `must be at most ${MAX_DAYS}`),
    ),
    "28",
  ),
  /** The language of the practitioner paths. */
  lang: v.optional(v.picklist(LOCALES, `must be one of ${LOCALES.join(", ")}`), DEFAULT_LANG),
});
export type OpenSlotsInput = v.InferOutput<typeof OpenSlotsQuery>;

/** One bookable slot as a visitor may see it: no booking, no personal data. */
export interface OpenSlot {
  id: string;
  start: string;
  /** The start's date (medium) and time (short) in UTC, in the query's language, as the site shows them. */
  date: string;
  time: string;
  durationMinutes: number | undefined;
  practitioner: { name: string; path: string } | undefined;
}

/**
 * The slots a visitor can book now, in time order: published, not booked, of a practitioner shown
 * on this site, starting no sooner than `minNoticeHours` from `now` and within `days` days. The
 * appointments are read from the content service on every call (a booking sets `booked` at once;
 * the site data waits for the next build), the practitioners from the site data.
 */
export async function readOpenSlots(
  deps: { cms: CmsClient; site: SiteData; minNoticeHours: number; now?: number },
  query: OpenSlotsInput,
): Promise<OpenSlot[]> {
  const now = deps.now ?? Date.now();
  let failed = false;
  const entities = await all(deps.cms, APPOINTMENTS, (what, error) => {
    failed = true;
    console.error(`booking: the ${what} could not be read`, error);
  });
  // A partial list would hide free slots as if they were taken: the visitor gets a clear 502 instead.
  if (failed) throw new HttpError("UpstreamError");
  const visible = new Map(visiblePractitioners(deps.site).map((p) => [p.id, p]));
  const from = new Date(now + deps.minNoticeHours * 3_600_000);
  const slots = openAppointments(entities, { practitionerId: query.practitioner, practitionerIds: new Set(visible.keys()), from, days: query.days });
  return slots
    .sort((a, b) => a.start.localeCompare(b.start) || a.id.localeCompare(b.id))
    .map((a) => {
      const p = a.practitionerId ? visible.get(a.practitionerId) : undefined;
      const at = new Date(a.start);
      const labels = { date: dateFormat(query.lang).format(at), time: timeFormat(query.lang).format(at) };
      return {
        id: a.id,
        start: a.start,
        ...labels,
        durationMinutes: a.durationMinutes,
        practitioner: p && { name: p.name, path: practitionerPath(query.lang, p) },
      };
    });
}
