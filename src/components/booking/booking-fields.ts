/** The booking form's fields, in form order. */
export const BOOKING_FIELDS = ["name", "email", "phone", "message"] as const;
export type BookingField = (typeof BOOKING_FIELDS)[number];
export type BookingValues = Record<BookingField, string>;

/** An empty form. */
export const NO_VALUES: BookingValues = { name: "", email: "", phone: "", message: "" };
