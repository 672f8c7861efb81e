import type { BlockDefinition } from "../types.ts";
import { sectionBlock } from "./schema.ts";
import { SectionView } from "./View.tsx";

export const section = { ...sectionBlock, View: SectionView } satisfies BlockDefinition;
