import type { BlockDefinition } from "../types.ts";
import { challengeOverviewCardBlock } from "./schema.ts";
import { ChallengeOverviewCardView } from "./View.tsx";

export const challengeOverviewCard = { ...challengeOverviewCardBlock, View: ChallengeOverviewCardView } satisfies BlockDefinition;
