import type { BlockDefinition } from "../types.ts";
import { challengeSingleBlock } from "./schema.ts";
import { ChallengeSingleView } from "./View.tsx";

export const challengeSingle = { ...challengeSingleBlock, View: ChallengeSingleView } satisfies BlockDefinition;
