import type { BlockDefinition } from "../types.ts";
import { PractitionerSingleSchema } from "./schema.ts";
import { PractitionerSingleView } from "./View.tsx";

export const practitionerSingle = { schemaName: "block-practitioner-single", schema: PractitionerSingleSchema, View: PractitionerSingleView } satisfies BlockDefinition & { schema: unknown };
