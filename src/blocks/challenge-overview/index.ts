import type { BlockDefinition } from "../types.ts";
import { challengeOverviewBlock } from "./schema.ts";
import { ChallengeOverviewView } from "./View.tsx";

export const challengeOverview = { ...challengeOverviewBlock, View: ChallengeOverviewView } satisfies BlockDefinition;
