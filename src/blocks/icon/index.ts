import type { BlockDefinition } from "../types.ts";
import { IconSchema } from "./schema.ts";
import { IconView } from "./View.tsx";

export const icon = { schemaName: "block-icon", schema: IconSchema, View: IconView } satisfies BlockDefinition & { schema: unknown };
