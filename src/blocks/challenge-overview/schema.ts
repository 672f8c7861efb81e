import * as v from "valibot";
import { bool, opt, str } from "../shared/props.ts";

/** Props of `block-challenge-overview`. */
export const ChallengeOverviewSchema = v.object({
  title: str(),
  showPast: bool(true),
  showUpcoming: bool(false),
  limit: opt(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(200)), 12),
});
export type ChallengeOverviewProps = v.InferOutput<typeof ChallengeOverviewSchema>;
