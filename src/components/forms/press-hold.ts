import { useCallback, useEffect, useLayoutEffect, useRef } from "react";

/**
 * Holds what a field's blur would show while a pointer press is on. A blur that a press causes
 * (on the send button, say) would show its message at once, move the button from under the
 * pointer between pointerdown and pointerup, and the click would be lost. `hold(item)` answers
 * false when no press is on (act at once); otherwise it keeps `item` and answers true, and
 * `release` gets everything kept once the press is over, after the click that follows it.
 */
export function usePressHold<T>(release: (items: T[]) => void): (item: T) => boolean {
  const pressing = useRef(false);
  const held = useRef<T[]>([]);
  const latest = useRef(release);
  useLayoutEffect(() => {
    latest.current = release;
  }, [release]);
  useEffect(() => {
    const down = () => (pressing.current = true);
    const up = () => {
      pressing.current = false;
      // After the click event that follows pointerup.
      setTimeout(() => {
        const items = held.current.splice(0);
        if (items.length > 0) latest.current(items);
      });
    };
    document.addEventListener("pointerdown", down, true);
    document.addEventListener("pointerup", up, true);
    document.addEventListener("pointercancel", up, true);
    return () => {
      document.removeEventListener("pointerdown", down, true);
      document.removeEventListener("pointerup", up, true);
      document.removeEventListener("pointercancel", up, true);
    };
  }, []);
  return useCallback((item: T) => {
    if (!pressing.current) return false;
    held.current.push(item);
    return true;
  }, []);
}
