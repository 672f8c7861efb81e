import { langPrefix, type Lang } from "../../i18n/locales.ts";

/** The path of the page behind a booking's cancel link, in the booking's language. */
export const cancelPagePath = (lang: Lang, appointmentId: string, token: string): string =>
  `${langPrefix(lang)}/appointments/${encodeURIComponent(appointmentId)}/cancel?token=${encodeURIComponent(token)}`;

/** The path of the booking form of one slot (the no-JavaScript way to book), in `lang`. */
export const bookingPagePath = (lang: Lang, appointmentId: string): string => `${langPrefix(lang)}/appointments/${encodeURIComponent(appointmentId)}`;
