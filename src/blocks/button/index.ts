import type { BlockDefinition } from "../types.ts";
import { ButtonSchema } from "./schema.ts";
import { ButtonView } from "./View.tsx";

export const button = { schemaName: "block-button", schema: ButtonSchema, View: ButtonView } satisfies BlockDefinition & { schema: unknown };
