import * as v from "valibot";
import { safeUrl } from "../../lib/safe-url.ts";
import { opt, str } from "../shared/props.ts";

/** Props of `block-practitioner-small-list`. */
export const PractitionerSmallListSchema = v.object({
  title: str(),
  limit: opt(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(200)), 6),
  linkLabel: str(),
  /** Link to the full directory; unsafe URLs become `undefined`. */
  href: v.pipe(str(), v.transform((s) => safeUrl(s))),
});
export type PractitionerSmallListProps = v.InferOutput<typeof PractitionerSmallListSchema>;
