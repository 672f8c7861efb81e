import type { BlockDefinition } from "../types.ts";
import { spacerBlock } from "./schema.ts";
import { SpacerView } from "./View.tsx";

export const spacer = { ...spacerBlock, View: SpacerView } satisfies BlockDefinition;
