import type { BlockDefinition } from "../types.ts";
import { embedBlock } from "./schema.ts";
import { EmbedView } from "./View.tsx";

export const embed = { ...embedBlock, View: EmbedView } satisfies BlockDefinition;
