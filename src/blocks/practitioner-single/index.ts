import type { BlockDefinition } from "../types.ts";
import { practitionerSingleBlock } from "./schema.ts";
import { PractitionerSingleView } from "./View.tsx";

export const practitionerSingle = { ...practitionerSingleBlock, View: PractitionerSingleView } satisfies BlockDefinition;
