import type { BlockDefinition } from "../types.ts";
import { SpacerSchema } from "./schema.ts";
import { SpacerView } from "./View.tsx";

export const spacer = { schemaName: "block-spacer", schema: SpacerSchema, View: SpacerView } satisfies BlockDefinition & { schema: unknown };
