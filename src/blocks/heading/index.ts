import type { BlockDefinition } from "../types.ts";
import { HeadingSchema } from "./schema.ts";
import { HeadingView } from "./View.tsx";

export const heading = { schemaName: "block-heading", schema: HeadingSchema, View: HeadingView } satisfies BlockDefinition & { schema: unknown };
