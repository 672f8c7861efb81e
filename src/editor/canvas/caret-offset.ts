/** Where a caret sits in a text: a text node and an offset in it (what `caretPositionFromPoint` answers). */
export interface Caret {
  node: Node;
  offset: number;
}

/** How many characters of `root`'s text come before `caret`, or undefined when the caret is outside `root`. */
export function textOffset(root: Node, caret: Caret): number | undefined {
  if (!root.contains(caret.node)) return undefined;
  const range = root.ownerDocument!.createRange();
  range.setStart(root, 0);
  range.setEnd(caret.node, caret.offset);
  return range.toString().length;
}

/** The caret `offset` characters into `root`'s text; past its end, undefined. */
export function caretAt(root: Node, offset: number): Caret | undefined {
  const walker = root.ownerDocument!.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  let left = offset;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const length = node.textContent?.length ?? 0;
    if (left <= length) return { node, offset: left };
    left -= length;
  }
  return undefined;
}
