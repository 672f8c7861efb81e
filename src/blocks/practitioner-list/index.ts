import type { BlockDefinition } from "../types.ts";
import { practitionerListBlock } from "./schema.ts";
import { PractitionerListView } from "./View.tsx";

export const practitionerList = { ...practitionerListBlock, View: PractitionerListView } satisfies BlockDefinition;
