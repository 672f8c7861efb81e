import type { Lang } from "../../../i18n/locales.ts";
import { t } from "../../../i18n/t.ts";
import { BOOKING_VIEWS, type BookingView } from "../../../lib/booking/store.ts";
import { firstRef, localized, text } from "../../../lib/content/localized.ts";
import type { SiteData } from "../../../lib/content/model.ts";
import { dateFormat, timeFormat } from "../../../lib/directory/intl.ts";
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
    const appointment = appointments.get(id);
    if (!appointment) return undefined;
    const practitioner = firstRef(appointment.data, "practitioner");
    const duration = localized<unknown>(appointment.data, "durationMinutes", "de");
    return {
      practitioner: (practitioner && names.get(practitioner)) || undefined,
      durationMinutes: typeof duration === "number" && duration > 0 ? duration : undefined,
    };
  };
}

/** The list `?view=` names: upcoming when absent, 400 when it is none of them. */
export function bookingView(value: string | null): BookingView {
  if (value === null) return "upcoming";
  if (!(BOOKING_VIEWS as readonly string[]).includes(value)) throw new HttpError("BadRequest");
  return value as BookingView;
}

/** An appointment's start as the site shows appointment times: medium date and time, UTC. */
export function appointmentWhen(lang: Lang, start: string): string {
  const at = new Date(start);
  return t(lang, "bookings.when", { date: dateFormat(lang).format(at), time: timeFormat(lang).format(at) });
}

/** The list's address: its view and page (the defaults left out). */
export function listHref(view: BookingView, page = 1): string {
  const query = new URLSearchParams();
  if (view !== "upcoming") query.set("view", view);
  if (page > 1) query.set("page", String(page));
  const search = query.toString();
  return search ? `/manage/bookings?${search}` : "/manage/bookings";
}
