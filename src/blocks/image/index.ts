import type { BlockDefinition } from "../types.ts";
import { imageBlock } from "./schema.ts";
import { ImageView } from "./View.tsx";

export const image = { ...imageBlock, View: ImageView } satisfies BlockDefinition;
