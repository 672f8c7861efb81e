import type { FieldKind } from "../model/field-kind.ts";
import type { FieldFlags } from "./flags.ts";

/** When a field's messages show (FormKit's validation visibility): after focus left it, or after it was changed. */
export type Visibility = "blur" | "dirty";

/** The default visibility of a kind: blur, but dirty for checkboxes, which one clicks rather than leaves. */
export function defaultVisibility(kind: FieldKind): Visibility {
  return kind === "checkbox" ? "dirty" : "blur";
}

/**
 * Whether a field shows its message now: never while valid; after a submit attempt
 * always; before, once blurred (`blur`, the default) or changed (`dirty`, the default for checkboxes).
 */
export function shouldShowError(flags: FieldFlags, kind: FieldKind, visibility: Visibility = defaultVisibility(kind)): boolean {
  if (!flags.invalid) return false;
  if (flags.submitted) return true;
  return visibility === "dirty" ? flags.dirty : flags.blurred;
}
