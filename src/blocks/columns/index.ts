import type { BlockDefinition } from "../types.ts";
import { ColumnsSchema } from "./schema.ts";
import { ColumnsView } from "./View.tsx";

export const columns = { schemaName: "block-columns", schema: ColumnsSchema, View: ColumnsView, container: true } satisfies BlockDefinition & { schema: unknown };
