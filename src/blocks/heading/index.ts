import type { BlockDefinition } from "../types.ts";
import { headingBlock } from "./schema.ts";
import { HeadingView } from "./View.tsx";

export const heading = { ...headingBlock, View: HeadingView } satisfies BlockDefinition;
