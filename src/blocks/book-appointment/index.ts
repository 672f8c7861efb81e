import type { BlockDefinition } from "../types.ts";
import { bookAppointmentBlock } from "./schema.ts";
import { BookAppointmentView } from "./View.tsx";

export const bookAppointment = { ...bookAppointmentBlock, View: BookAppointmentView } satisfies BlockDefinition;
