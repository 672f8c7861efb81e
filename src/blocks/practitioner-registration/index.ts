import type { BlockDefinition } from "../types.ts";
import { PractitionerRegistrationSchema } from "./schema.ts";
import { PractitionerRegistrationView } from "./View.tsx";

export const practitionerRegistration = { schemaName: "block-practitioner-registration", schema: PractitionerRegistrationSchema, View: PractitionerRegistrationView } satisfies BlockDefinition & { schema: unknown };
