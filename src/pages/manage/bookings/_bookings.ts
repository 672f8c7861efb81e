import type { Lang } from "../../../i18n/locales.ts";
import { t } from "../../../i18n/t.ts";
import { BOOKING_VIEWS, type BookingView } from "../../../lib/booking/store.ts";
import { text } from "../../../lib/content/localized.ts";
import { appointmentOf } from "../../../lib/directory/appointments.ts";
import type { SiteData } from "../../../lib/content/model.ts";
import { utcWhen } from "../../../lib/directory/intl.ts";
import { HttpError } from "../../../lib/errors/http-error.ts";

/** What the admin shows of a booking's appointment from the published content. */
export interface AppointmentInfo {
  practitioner: string | undefined;
  durationMinutes: number | undefined;
}

/**
 * The published appointments of the site data with their practitioner's name and duration, by id:
 * undefined for an appointment no longer in the content.
 */
export function appointmentInfo(site: SiteData): (appointmentId: string) => AppointmentInfo | undefined {
  const names = new Map(site.practitioners.map((p) => [p.id, text(p.data, "name", "de").trim()]));
  const appointments = new Map(site.appointments.map((a) => [a.id, a]));
  return (id) => {
    const entity = appointments.get(id);
    const appointment = entity && appointmentOf(entity);
    if (!appointment) return undefined;
    const { practitionerId, durationMinutes } = appointment;
    return { practitioner: (practitionerId && names.get(practitionerId)) || undefined, durationMinutes };
  };
}

/** The list `?view=` names: upcoming when absent, 400 when it is none of them. */
export function bookingView(value: string | null): BookingView {
  if (value === null) return "upcoming";
  if (!(BOOKING_VIEWS as readonly string[]).includes(value)) throw new HttpError("BadRequest");
  return value as BookingView;
}

/** An appointment's start as the site shows appointment times: medium date and time, UTC. */
export const appointmentWhen = (lang: Lang, start: string): string => t(lang, "bookings.when", utcWhen(lang, start));

/** The list's address: its view and page (the defaults left out). */
export function listHref(view: BookingView, page = 1): string {
  const query = new URLSearchParams();
  if (view !== "upcoming") query.set("view", view);
  if (page > 1) query.set("page", String(page));
  const search = query.toString();
  return search ? `/manage/bookings?${search}` : "/manage/bookings";
}
