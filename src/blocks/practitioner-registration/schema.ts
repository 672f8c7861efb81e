import * as v from "valibot";
import { sanitizeHtml } from "../../lib/sanitize/html.ts";
import { str } from "../shared/props.ts";

/** Props of `block-practitioner-registration`. */
export const PractitionerRegistrationSchema = v.object({
  title: str(),
  text: v.pipe(str(), v.transform(sanitizeHtml)),
  buttonLabel: str(),
});
export type PractitionerRegistrationProps = v.InferOutput<typeof PractitionerRegistrationSchema>;

/** The registration route of spec §2 (one path for both languages). */
export const REGISTRATION_PATH = "/practitioners/register";
