/**
 * The canvas's lists of blocks as DOM elements: the element each run of sibling frames
 * (`[data-block-id]`) sits in (the canvas itself for the page's root list, an element of the
 * container's view for its children), and the list an empty container shows its drop marker
 * (`[data-drop-empty]`) in. Each list once, in document order.
 */
export function blockLists(canvas: HTMLElement): HTMLElement[] {
  const lists = new Set<HTMLElement>();
  for (const element of canvas.querySelectorAll<HTMLElement>("[data-block-id], [data-drop-empty]")) {
    if (element.parentElement) lists.add(element.parentElement);
  }
  return [...lists];
}

/** The id of the container whose children `list` shows; null for the page's root list. */
export function listParentId(list: HTMLElement): string | null {
  return list.closest<HTMLElement>("[data-block-id]")?.dataset.blockId ?? null;
}
