import * as v from "valibot";
import { pick, str } from "../shared/props.ts";
import { PROVIDERS } from "./providers.ts";

/** Props of `block-embed`. */
export const EmbedSchema = v.object({
  provider: pick(PROVIDERS, "youtube"),
  /** The editor's URL, e.g. `https://youtu.be/…`; only parsed, never used as the iframe source. */
  url: str(),
  /** The iframe's title for screen readers. */
  title: str(),
  consentCategory: pick(["functional", "statistic", "marketing"], "marketing"),
  aspect: pick(["16/9", "4/3", "1/1"], "16/9"),
});
export type EmbedProps = v.InferOutput<typeof EmbedSchema>;
