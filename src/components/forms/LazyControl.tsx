import { Suspense, use } from "react";
import { ControlFallback } from "./ControlFallback.tsx";
import { loadControls, loadedControls } from "./load-controls.ts";
import type { FieldRenderProps } from "./render-field.ts";

/** The heavy control, or a suspension until its code has come (then React renders it in place). */
function Loaded(props: FieldRenderProps) {
  const render = loadedControls() ?? use(loadControls());
  return render(props);
}

/**
 * A heavy default control (number, date, select, radio, tag list, geolocation, JSON) whose code
 * loads on demand: `ControlFallback` (label and a same-size box) shows until it has come, at once
 * the control when `loadControls` resolved before. A failed load is thrown to the nearest error
 * boundary; `loadControls` tries again next time.
 */
export function LazyControl(props: FieldRenderProps) {
  return (
    <Suspense fallback={<ControlFallback {...props} />}>
      <Loaded {...props} />
    </Suspense>
  );
}
