import type { BlockDefinition } from "../types.ts";
import { BookAppointmentSchema } from "./schema.ts";
import { BookAppointmentView } from "./View.tsx";

export const bookAppointment = { schemaName: "block-book-appointment", schema: BookAppointmentSchema, View: BookAppointmentView } satisfies BlockDefinition & { schema: unknown };
