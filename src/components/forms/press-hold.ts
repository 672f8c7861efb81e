import { useCallback, useEffect, useLayoutEffect, useRef } from "react";
import { watchPresses, type PressWatch } from "./press-watch.ts";

/** `watchPresses` for a React component, for as long as it is mounted; `release` may change. */
export function usePressHold<T>(release: (items: T[]) => void): (item: T) => boolean {
  const watch = useRef<PressWatch<T> | undefined>(undefined);
  const latest = useRef(release);
  useLayoutEffect(() => {
    latest.current = release;
  }, [release]);
  useEffect(() => {
    const w = watchPresses<T>((items) => latest.current(items));
    watch.current = w;
    return () => w.stop();
  }, []);
  return useCallback((item: T) => watch.current?.hold(item) ?? false, []);
}
