import type { BlockDefinition } from "../types.ts";
import { RichTextSchema } from "./schema.ts";
import { RichTextView } from "./View.tsx";

export const richText = { schemaName: "block-rich-text", schema: RichTextSchema, View: RichTextView } satisfies BlockDefinition & { schema: unknown };
