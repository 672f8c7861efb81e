import type { Lang } from "../../i18n/locales.ts";
import { loadUiStrings } from "../../i18n/t.ts";
import { checkBookingForm, type BookingField, type BookingValues } from "./booking-form.ts";

/** Checks the booking form's values; the messages by field. */
export type BookingCheck = (values: BookingValues) => Partial<Record<BookingField, string>>;

/**
 * The form generator's checks of the booking form in `lang`, with the language's strings loaded:
 * the island imports this chunk when a slot is chosen, so showing the slots loads neither.
 */
export async function loadBookingCheck(lang: Lang): Promise<BookingCheck> {
  await loadUiStrings(lang);
  return (values) => checkBookingForm(values, lang);
}
