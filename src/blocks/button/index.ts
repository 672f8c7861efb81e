import type { BlockDefinition } from "../types.ts";
import { buttonBlock } from "./schema.ts";
import { ButtonView } from "./View.tsx";

export const button = { ...buttonBlock, View: ButtonView } satisfies BlockDefinition;
