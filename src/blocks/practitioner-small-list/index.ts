import type { BlockDefinition } from "../types.ts";
import { practitionerSmallListBlock } from "./schema.ts";
import { PractitionerSmallListView } from "./View.tsx";

export const practitionerSmallList = { ...practitionerSmallListBlock, View: PractitionerSmallListView } satisfies BlockDefinition;
