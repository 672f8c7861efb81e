import { useStore } from "@nanostores/react";
import { useEffect, useMemo, type RefObject } from "react";
import type Sortable from "sortablejs";
import { $editor } from "../../stores/editor.ts";
import { moveBlockTo } from "../move-to/move-block-to.ts";
import { blockLists } from "./block-lists.ts";
import { listShape } from "./list-shape.ts";
import { dragOrigin, dropMove, restoreOrigin, type DragOrigin } from "./drop-move.ts";

type AnimationController = ReturnType<typeof import("@formkit/auto-animate").default>;

/** spec §9: list changes animate for 250 ms, ease-in-out; not at all under prefers-reduced-motion. */
const ANIMATION = { duration: 250, easing: "ease-in-out" } as const;

const reducedMotion = () => globalThis.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;

/**
 * The canvas's block lists, animated and (while drag is switched on, `$editor.drag`) sortable with
 * the mouse: each block is dragged by its grip (`[data-drag-handle]`) within its list, into another
 * list or a nested container. sortablejs moves the DOM while dragging; on the drop the element is
 * put back where React rendered it and the move goes through the editor store (`move`, announced),
 * so React stays the DOM's only owner and a refused drop simply snaps back with a notice.
 * auto-animate and sortablejs load lazily (sortablejs only once drag is switched on).
 */
export function useDragAndDrop(canvas: RefObject<HTMLElement | null>): void {
  const { tree, drag } = useStore($editor);
  // Lists are found again whenever the tree's lists change: containers come and go.
  const shape = useMemo(() => listShape(tree), [tree]);
  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    let stopped = false;
    const sortables: Sortable[] = [];
    const animations: AnimationController[] = [];
    const still = reducedMotion();
    if (!still) {
      void import("@formkit/auto-animate").then(({ default: autoAnimate }) => {
        if (stopped) return;
        for (const list of blockLists(element)) animations.push(autoAnimate(list, ANIMATION));
      });
    }
    if (drag) {
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
                for (const animation of animations) animation.disable();
              },
              onEnd: (event) => {
                const move = dropMove(event);
                if (origin) restoreOrigin(event.item, origin);
                origin = null;
                if (move) moveBlockTo(move.id, move.to);
                requestAnimationFrame(() => {
                  for (const animation of animations) animation.enable();
                });
              },
            }),
          );
        }
      });
    }
    return () => {
      stopped = true;
      for (const sortable of sortables) sortable.destroy();
      for (const animation of animations) animation.destroy?.();
    };
  }, [canvas, shape, drag]);
}
