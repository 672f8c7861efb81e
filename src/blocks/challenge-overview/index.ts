import type { BlockDefinition } from "../types.ts";
import { ChallengeOverviewSchema } from "./schema.ts";
import { ChallengeOverviewView } from "./View.tsx";

export const challengeOverview = { schemaName: "block-challenge-overview", schema: ChallengeOverviewSchema, View: ChallengeOverviewView } satisfies BlockDefinition & { schema: unknown };
