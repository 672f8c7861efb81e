import type { BlockDefinition } from "../types.ts";
import { PractitionerSmallListSchema } from "./schema.ts";
import { PractitionerSmallListView } from "./View.tsx";

export const practitionerSmallList = { schemaName: "block-practitioner-small-list", schema: PractitionerSmallListSchema, View: PractitionerSmallListView } satisfies BlockDefinition & { schema: unknown };
