import type { ReactNode } from "react";
import { withLaterStrings } from "../../i18n/later.ts";
import type { FieldRenderProps } from "./render-field.ts";

/** Renders a heavy control for a field's partition (`heavyControl`). */
export type RenderControl = (props: FieldRenderProps) => ReactNode;

let loading: Promise<RenderControl> | undefined;
let loaded: RenderControl | undefined;

/**
 * Loads the heavy default controls (`heavyControl`: number, date, select, radio, tag list,
 * geolocation, JSON) and the strings they show later than others (their choices' labels) once, and
 * resolves to their render function. Call it early where they will be
 * needed: the builder's fields panel does when the browser is idle, an island showing a form at
 * once at startup, a server page before rendering one (then its HTML has the controls, not their
 * placeholders). Safe to call any number of times.
 */
export function loadControls(): Promise<RenderControl> {
  loading ??= withLaterStrings(import("./heavy-control.tsx")).then(
    (module) => (loaded = module.heavyControl),
    (error: unknown) => {
      // A failed chunk (offline for a moment) is tried again the next time.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The heavy controls' render function once `loadControls` has resolved, else undefined. */
export function loadedControls(): RenderControl | undefined {
  return loaded;
}
