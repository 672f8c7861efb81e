import { knownItems } from "../picker/known-items.ts";
import type { ReferenceOption } from "./reference-api.ts";

/** Content items the builder has named while it is open (listed in a picker or fetched for a field), by id; a renamed one is replaced. */
export const knownReferences = knownItems<ReferenceOption>((known, fresh) => known.name === fresh.name);
export const $knownReferences = knownReferences.$known;
