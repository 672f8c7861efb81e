import * as v from "valibot";
import { sanitizeHtml } from "../../lib/sanitize/html.ts";
import { bool, str } from "../shared/props.ts";

/** Props of `block-practitioner-overview`. */
export const PractitionerOverviewSchema = v.object({
  title: str(),
  intro: v.pipe(str(), v.transform(sanitizeHtml)),
  showMap: bool(true),
  showFilters: bool(true),
});
export type PractitionerOverviewProps = v.InferOutput<typeof PractitionerOverviewSchema>;
