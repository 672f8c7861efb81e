import * as v from "valibot";
import { refs, str } from "../shared/props.ts";

/** Props of `block-challenge-overview-card`. */
export const ChallengeOverviewCardSchema = v.object({
  /** `[challengeId]`; empty: the current week's challenge. */
  challenge: refs(),
  eyebrow: str(),
  linkLabel: str(),
  backgroundColor: refs(),
});
export type ChallengeOverviewCardProps = v.InferOutput<typeof ChallengeOverviewCardSchema>;
