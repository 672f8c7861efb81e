import { buildFormModel, validateForm, type FormModel } from "../../forms/index.ts";
import type { Lang } from "../../i18n/locales.ts";

import { BOOKING_FIELDS, type BookingField, type BookingValues } from "./booking-fields.ts";

export { BOOKING_FIELDS, type BookingField, type BookingValues };

/**
 * The booking form as content-service field JSON, so the form generator's rules and messages apply:
 * the same bounds as the book endpoint's body (`src/lib/booking/body.ts`), which checks again.
 */
const FIELDS = [
  // `required:trim`: a name of spaces only is no name (the endpoint trims too).
  { name: "name", properties: { fieldType: "String", maxLength: 120, tags: ["rule:required:trim"] } },
  { name: "email", properties: { fieldType: "String", isRequired: true, maxLength: 254 } },
  { name: "phone", properties: { fieldType: "String", maxLength: 40, tags: ["rule:matches:/^[0-9+()/.\\- ]*$/"] } },
  { name: "message", properties: { fieldType: "String", editor: "TextArea", maxLength: 2000 } },
];

/** The fields' labels in one language (`bookingPage.field.*`, which the island gets from its page). */
export type BookingLabels = Record<BookingField, string>;

const models = new Map<string, FormModel>();

/** The booking form's model with `labels` (the messages name the field by its label). */
export function bookingFormModel(labels: BookingLabels): FormModel {
  const key = JSON.stringify(labels);
  let model = models.get(key);
  if (!model) {
    model = buildFormModel(FIELDS, { texts: Object.fromEntries(BOOKING_FIELDS.map((name) => [name, { label: { de: labels[name], en: labels[name] } }])) });
    models.set(key, model);
  }
  return model;
}

/** The messages of the booking form's values in `lang`, by field; empty when every value passes. */
export function checkBookingForm(values: BookingValues, lang: Lang, labels: BookingLabels): Partial<Record<BookingField, string>> {
  const data = Object.fromEntries(BOOKING_FIELDS.map((name) => [name, { iv: values[name] }]));
  const { errors } = validateForm(bookingFormModel(labels), data, lang);
  const out: Partial<Record<BookingField, string>> = {};
  for (const name of BOOKING_FIELDS) {
    const message = errors[`${name}.iv`]?.[0];
    if (message) out[name] = message;
  }
  return out;
}
