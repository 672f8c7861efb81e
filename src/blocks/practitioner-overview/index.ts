import type { BlockDefinition } from "../types.ts";
import { PractitionerOverviewSchema } from "./schema.ts";
import { PractitionerOverviewView } from "./View.tsx";

export const practitionerOverview = { schemaName: "block-practitioner-overview", schema: PractitionerOverviewSchema, View: PractitionerOverviewView } satisfies BlockDefinition & { schema: unknown };
