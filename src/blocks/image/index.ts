import type { BlockDefinition } from "../types.ts";
import { ImageSchema } from "./schema.ts";
import { ImageView } from "./View.tsx";

export const image = { schemaName: "block-image", schema: ImageSchema, View: ImageView } satisfies BlockDefinition & { schema: unknown };
