import type { BlockPosition } from "../../lib/tree/insert-block.ts";
import { listParentId } from "./block-lists.ts";

/** What a finished drag says (sortablejs's end event, indexes counting blocks only). */
export interface DropEvent {
  item: HTMLElement;
  from: HTMLElement;
  to: HTMLElement;
  oldDraggableIndex?: number;
  newDraggableIndex?: number;
}

/**
 * The `move` a drop asks for: the dragged block and where it went (the list's container, the
 * index among its blocks without the dragged one, which is what sortablejs counts). Null when the
 * block was put back where it was or the event is incomplete.
 */
export function dropMove(event: DropEvent): { id: string; to: BlockPosition } | null {
  const id = event.item.dataset.blockId;
  const index = event.newDraggableIndex;
  if (!id || index === undefined || index < 0) return null;
  if (event.from === event.to && event.oldDraggableIndex === index) return null;
  return { id, to: { parentId: listParentId(event.to), index } };
}

/** Where a dragged element was before the drag: its list and the node after it. */
export interface DragOrigin {
  parent: Node;
  next: Node | null;
}

/** Notes where `item` is, before sortablejs moves it. */
export function dragOrigin(item: HTMLElement): DragOrigin | null {
  return item.parentNode ? { parent: item.parentNode, next: item.nextSibling } : null;
}

/**
 * Puts the dragged element back where it was, so the DOM is again what React rendered; the move
 * then happens through the editor store (React redraws the list), or not at all when refused.
 */
export function restoreOrigin(item: HTMLElement, origin: DragOrigin): void {
  const next = origin.next && origin.next.parentNode === origin.parent ? origin.next : null;
  origin.parent.insertBefore(item, next);
}
