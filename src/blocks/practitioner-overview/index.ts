import type { BlockDefinition } from "../types.ts";
import { practitionerOverviewBlock } from "./schema.ts";
import { PractitionerOverviewView } from "./View.tsx";

export const practitionerOverview = { ...practitionerOverviewBlock, View: PractitionerOverviewView } satisfies BlockDefinition;
