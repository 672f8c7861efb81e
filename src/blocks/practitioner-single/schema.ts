import * as v from "valibot";
import { bool, refs } from "../shared/props.ts";

/** Props of `block-practitioner-single`. */
export const PractitionerSingleSchema = v.object({
  /** `[practitionerId]`; a hidden or other-site practitioner renders nothing. */
  practitioner: refs(),
  showContact: bool(true),
});
export type PractitionerSingleProps = v.InferOutput<typeof PractitionerSingleSchema>;
