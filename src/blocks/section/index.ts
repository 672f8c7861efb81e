import type { BlockDefinition } from "../types.ts";
import { SectionSchema } from "./schema.ts";
import { SectionView } from "./View.tsx";

export const section = { schemaName: "block-section", schema: SectionSchema, View: SectionView, container: true } satisfies BlockDefinition & { schema: unknown };
