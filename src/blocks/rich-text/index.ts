import type { BlockDefinition } from "../types.ts";
import { richTextBlock } from "./schema.ts";
import { RichTextView } from "./View.tsx";

export const richText = { ...richTextBlock, View: RichTextView } satisfies BlockDefinition;
