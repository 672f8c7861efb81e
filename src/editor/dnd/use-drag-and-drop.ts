import { useStore } from "@nanostores/react";
import { useEffect, useMemo, useRef, type RefObject } from "react";
import type Sortable from "sortablejs";
import { $editor } from "../store.ts";
import { moveBlockTo } from "../move-to/move-block-to.ts";
import { blockLists } from "./block-lists.ts";
import { listShape } from "./list-shape.ts";
import { dragOrigin, dropMove, restoreOrigin, type DragOrigin } from "./drop-move.ts";
import { releaseAnimation, type AnimationController } from "./release-animation.ts";

/** List changes animate for 250 ms, ease-in-out; not at all under prefers-reduced-motion. */
const ANIMATION = { duration: 250, easing: "ease-in-out" } as const;

const reducedMotion = () => globalThis.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;

/**
 * The canvas's block lists, animated and (while drag is switched on, `$editor.drag`) sortable with
 * the mouse: each block is dragged by its grip (`[data-drag-handle]`) within its list, into another
 * list or a nested container. sortablejs moves the DOM while dragging; on the drop the element is
 * put back where React rendered it and the move goes through the editor store (`move`, announced),
 * so React stays the DOM's only owner and a refused drop simply snaps back with a notice.
 * auto-animate and sortablejs load lazily (sortablejs only once drag is switched on). Each list
 * element is animated once, for as long as it is on the page, and released when it leaves the page
 * or the builder closes.
 */
export function useDragAndDrop(canvas: RefObject<HTMLElement | null>): void {
  const { tree, drag } = useStore($editor);
  // Lists are found again whenever the tree's lists change: containers come and go.
  const shape = useMemo(() => listShape(tree), [tree]);
  const animations = useRef(new Map<HTMLElement, AnimationController>());

  useEffect(() => {
    const animated = animations.current;
    return () => {
      for (const animation of animated.values()) releaseAnimation(animation);
      animated.clear();
    };
  }, []);

  useEffect(() => {
    const element = canvas.current;
    if (!element || reducedMotion()) return;
    let stopped = false;
    void import("@formkit/auto-animate").then(({ default: autoAnimate }) => {
      if (stopped) return;
      const animated = animations.current;
      // A list that is still on the page keeps its animation, even with no blocks in it for now.
      for (const [list, animation] of animated) {
        if (list.isConnected) continue;
        releaseAnimation(animation);
        animated.delete(list);
      }
      for (const list of blockLists(element)) if (!animated.has(list)) animated.set(list, autoAnimate(list, ANIMATION));
    });
    return () => {
      stopped = true;
    };
  }, [canvas, shape]);

  useEffect(() => {
    const element = canvas.current;
    if (!element || !drag) return;
    let stopped = false;
    const sortables: Sortable[] = [];
    const still = reducedMotion();
    void import("sortablejs").then(({ default: SortableJs }) => {
      if (stopped) return;
      let origin: DragOrigin | null = null;
      for (const list of blockLists(element)) {
        sortables.push(
          SortableJs.create(list, {
            group: "blocks",
            handle: "[data-drag-handle]",
            draggable: ">[data-block-id]",
            filter: "[data-drop-empty]",
            forceFallback: true,
            fallbackOnBody: true,
            swapThreshold: 0.65,
            animation: still ? 0 : 150,
            onStart: (event) => {
              origin = dragOrigin(event.item);
              for (const animation of animations.current.values()) animation.disable();
            },
            onEnd: (event) => {
              const move = dropMove(event);
              if (origin) restoreOrigin(event.item, origin);
              origin = null;
              if (move) moveBlockTo(move.id, move.to);
              requestAnimationFrame(() => {
                for (const animation of animations.current.values()) animation.enable();
              });
            },
          }),
        );
      }
    });
    return () => {
      stopped = true;
      for (const sortable of sortables) sortable.destroy();
    };
  }, [canvas, shape, drag]);
}
