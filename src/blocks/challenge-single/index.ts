import type { BlockDefinition } from "../types.ts";
import { ChallengeSingleSchema } from "./schema.ts";
import { ChallengeSingleView } from "./View.tsx";

export const challengeSingle = { schemaName: "block-challenge-single", schema: ChallengeSingleSchema, View: ChallengeSingleView } satisfies BlockDefinition & { schema: unknown };
