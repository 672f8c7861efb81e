import type { BlockDefinition } from "../types.ts";
import { ChallengeOverviewCardSchema } from "./schema.ts";
import { ChallengeOverviewCardView } from "./View.tsx";

export const challengeOverviewCard = { schemaName: "block-challenge-overview-card", schema: ChallengeOverviewCardSchema, View: ChallengeOverviewCardView } satisfies BlockDefinition & { schema: unknown };
