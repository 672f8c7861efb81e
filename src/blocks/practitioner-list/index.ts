import type { BlockDefinition } from "../types.ts";
import { PractitionerListSchema } from "./schema.ts";
import { PractitionerListView } from "./View.tsx";

export const practitionerList = { schemaName: "block-practitioner-list", schema: PractitionerListSchema, View: PractitionerListView } satisfies BlockDefinition & { schema: unknown };
