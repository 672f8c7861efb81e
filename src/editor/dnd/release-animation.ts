export type AnimationController = ReturnType<typeof import("@formkit/auto-animate").default>;

/**
 * When `destroy()` runs again after the first: auto-animate (0.10) starts each element's position
 * poll (`setInterval`, every 2 s) after a random delay of up to 2 s, a poll's tick starts a
 * debounced (250 ms) IntersectionObserver, and `destroy()` stops only what had started, for the
 * list and the children it holds then. The second pass comes once every poll has started, the
 * third once every tick before it has run its course.
 */
export const RELEASE_PASSES_MS = [2_100, 4_600] as const;

/**
 * Stops animating a list that has left the page for good (never one that is still connected and
 * may be animated anew: a later `destroy()` would end the new animation too). After the last pass
 * a list still off the page is cut out of its detached tree, so whatever auto-animate may still
 * have started keeps one element alive, not the whole closed canvas.
 */
export function releaseAnimation(animation: AnimationController, later: (run: () => void, ms: number) => unknown = setTimeout): void {
  animation.destroy?.();
  const last = RELEASE_PASSES_MS.at(-1);
  for (const ms of RELEASE_PASSES_MS) {
    later(() => {
      animation.destroy?.();
      const list = animation.parent;
      if (ms !== last || list.isConnected) return;
      list.replaceChildren();
      list.remove();
    }, ms);
  }
}
