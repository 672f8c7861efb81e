import * as v from "valibot";
import { safeUrl } from "../../lib/safe-url.ts";
import { bool, pick, str } from "../shared/props.ts";

/** Props of `block-button`. */
export const ButtonSchema = v.object({
  label: str(),
  /** `/path`, `https://…`, `mailto:` or `tel:`; anything else becomes `undefined` (rendered as text). */
  href: v.pipe(str(), v.transform((s) => safeUrl(s))),
  variant: pick(["primary", "secondary", "ghost", "link"], "primary"),
  /** Icon name from the `icons` schema, shown after the label. */
  icon: str(),
  newTab: bool(false),
});
export type ButtonProps = v.InferOutput<typeof ButtonSchema>;
