import * as v from "valibot";
import { sanitizeHtml } from "../../lib/sanitize/html.ts";
import { opt, refs, str } from "../shared/props.ts";

/** Props of `block-book-appointment`. */
export const BookAppointmentSchema = v.object({
  title: str(),
  intro: v.pipe(str(), v.transform(sanitizeHtml)),
  /** `[practitionerId]`; empty: the slots of every visible practitioner. */
  practitioner: refs(),
  /** Days from the build on that are listed. */
  days: opt(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(60)), 28),
  emptyText: str(),
});
export type BookAppointmentProps = v.InferOutput<typeof BookAppointmentSchema>;
