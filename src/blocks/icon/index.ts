import type { BlockDefinition } from "../types.ts";
import { iconBlock } from "./schema.ts";
import { IconView } from "./View.tsx";

export const icon = { ...iconBlock, View: IconView } satisfies BlockDefinition;
