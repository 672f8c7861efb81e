import { buildFormModel, validateForm, type FormModel } from "../../forms/index.ts";
import type { Lang } from "../../i18n/locales.ts";
import { t } from "../../i18n/t.ts";

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

const models = new Map<Lang, FormModel>();

/**
 * The booking form's model with its labels (`booking.field.*`) in `lang`: a browser has only the
 * page language's strings, so each language gets its own model.
 */
export function bookingFormModel(lang: Lang): FormModel {
  let model = models.get(lang);
  if (!model) {
    const label = (name: BookingField) => t(lang, `booking.field.${name}`);
    model = buildFormModel(FIELDS, { texts: Object.fromEntries(BOOKING_FIELDS.map((name) => [name, { label: { de: label(name), en: label(name) } }])) });
    models.set(lang, model);
  }
  return model;
}

/** The messages of the booking form's values in `lang`, by field; empty when every value passes. */
export function checkBookingForm(values: BookingValues, lang: Lang): Partial<Record<BookingField, string>> {
  const data = Object.fromEntries(BOOKING_FIELDS.map((name) => [name, { iv: values[name] }]));
  const { errors } = validateForm(bookingFormModel(lang), data, lang);
  const out: Partial<Record<BookingField, string>> = {};
  for (const name of BOOKING_FIELDS) {
    const message = errors[`${name}.iv`]?.[0];
    if (message) out[name] = message;
  }
  return out;
}
