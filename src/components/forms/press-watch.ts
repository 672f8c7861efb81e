/** What `watchPresses` hands back: `hold(item)` and `stop()` (removes the listeners). */
export interface PressWatch<T> {
  hold(item: T): boolean;
  stop(): void;
}

/**
 * Holds what a field's blur would show while a pointer press is on. A blur that a press causes
 * (on the send button, say) would show its message at once, move the button from under the
 * pointer between pointerdown and pointerup, and the click would be lost. `hold(item)` answers
 * false when no press is on (act at once); otherwise it keeps `item` and answers true, and
 * `release` gets everything kept once the press is over, after the click that follows it.
 * Framework-free (imports no UI library): the React forms use it through `usePressHold`
 * (press-hold.ts), the booking island (Preact) through its own hook.
 */
export function watchPresses<T>(release: (items: T[]) => void): PressWatch<T> {
  let pressing = false;
  const held: T[] = [];
  const down = () => (pressing = true);
  const up = () => {
    pressing = false;
    // After the click event that follows pointerup.
    setTimeout(() => {
      const items = held.splice(0);
      if (items.length > 0) release(items);
    });
  };
  document.addEventListener("pointerdown", down, true);
  document.addEventListener("pointerup", up, true);
  document.addEventListener("pointercancel", up, true);
  return {
    hold(item) {
      if (!pressing) return false;
      held.push(item);
      return true;
    },
    stop() {
      document.removeEventListener("pointerdown", down, true);
      document.removeEventListener("pointerup", up, true);
      document.removeEventListener("pointercancel", up, true);
    },
  };
}
