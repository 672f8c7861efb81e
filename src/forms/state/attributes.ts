import type { FieldFlags } from "./flags.ts";

/** The `data-*` attribute a UI sets on a field's wrapper for each flag (Tailwind: `data-invalid:…`). */
export const FLAG_ATTRIBUTES = {
  blurred: "data-blurred",
  dirty: "data-dirty",
  submitted: "data-submitted",
  valid: "data-valid",
  invalid: "data-invalid",
  complete: "data-complete",
  empty: "data-empty",
} as const satisfies Record<keyof FieldFlags, `data-${string}`>;

export type FlagAttribute = (typeof FLAG_ATTRIBUTES)[keyof FieldFlags];

/** The attributes of the flags that are set, each `"true"`; unset flags are absent. Spread onto an element. */
export function flagAttributes(flags: FieldFlags): Partial<Record<FlagAttribute, "true">> {
  const attributes: Partial<Record<FlagAttribute, "true">> = {};
  for (const flag of Object.keys(FLAG_ATTRIBUTES) as (keyof FieldFlags)[]) if (flags[flag]) attributes[FLAG_ATTRIBUTES[flag]] = "true";
  return attributes;
}
