import type { BlockDefinition } from "../types.ts";
import { practitionerRegistrationBlock } from "./schema.ts";
import { PractitionerRegistrationView } from "./View.tsx";

export const practitionerRegistration = { ...practitionerRegistrationBlock, View: PractitionerRegistrationView } satisfies BlockDefinition;
