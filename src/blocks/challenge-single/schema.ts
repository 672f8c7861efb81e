import * as v from "valibot";
import { bool, refs } from "../shared/props.ts";

/** Props of `block-challenge-single`. */
export const ChallengeSingleSchema = v.object({
  /** `[challengeId]`; empty: the current week's challenge. */
  challenge: refs(),
  showNavigation: bool(true),
});
export type ChallengeSingleProps = v.InferOutput<typeof ChallengeSingleSchema>;
