import type { BlockDefinition } from "../types.ts";
import { EmbedSchema } from "./schema.ts";
import { EmbedView } from "./View.tsx";

export const embed = { schemaName: "block-embed", schema: EmbedSchema, View: EmbedView } satisfies BlockDefinition & { schema: unknown };
