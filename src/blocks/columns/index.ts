import type { BlockDefinition } from "../types.ts";
import { columnsBlock } from "./schema.ts";
import { ColumnsView } from "./View.tsx";

export const columns = { ...columnsBlock, View: ColumnsView } satisfies BlockDefinition;
