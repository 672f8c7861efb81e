import * as v from "valibot";
import { opt, str } from "../shared/props.ts";

/** Props of `block-practitioner-list`. */
export const PractitionerListSchema = v.object({
  title: str(),
  /** ISO 3166-1 alpha-2, e.g. `AT`; empty: every country. */
  country: str(),
  /** ISO 639-1, e.g. `en`; empty: every language. */
  language: str(),
  limit: opt(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(200)), 24),
});
export type PractitionerListProps = v.InferOutput<typeof PractitionerListSchema>;
