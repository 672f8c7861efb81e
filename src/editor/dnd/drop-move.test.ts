// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { blockLists, listParentId } from "./block-lists.ts";
import { dragOrigin, dropMove, restoreOrigin } from "./drop-move.ts";

/** A canvas as the builder draws it: frames in the root list, a section whose view wraps its children, an empty section's drop marker. */
function canvas(): HTMLElement {
  document.body.innerHTML = `
    <div data-canvas id="canvas">
      <div data-block-id="a"><button data-block-handle="a">a</button></div>
      <div data-block-id="s1"><section><div class="site-container"><div id="s1-list">
        <div data-block-id="h1"></div>
        <div data-block-id="h2"></div>
      </div></div></section></div>
      <div data-block-id="s2"><div id="s2-list"><div data-drop-empty></div></div></div>
    </div>`;
  return document.getElementById("canvas")!;
}
const byId = (id: string) => document.getElementById(id)!;
const frame = (id: string) => document.querySelector<HTMLElement>(`[data-block-id="${id}"]`)!;
/** The ids of the frames directly in list `id`, in order. */
const frameIds = (id: string) => [...byId(id).children].map((child) => (child as HTMLElement).dataset.blockId);
/** What sortablejs reports when block `id` is dropped from list `from` into list `to`. */
const drop = (id: string, from: string, to: string, oldDraggableIndex: number, newDraggableIndex?: number) =>
  dropMove({ item: frame(id), from: byId(from), to: byId(to), oldDraggableIndex, ...(newDraggableIndex === undefined ? {} : { newDraggableIndex }) });

beforeEach(() => void canvas());

describe("blockLists", () => {
  it("finds the root list, each container's list inside its view and an empty container's list, once each", () => {
    expect(blockLists(byId("canvas")).map((list) => list.id)).toEqual(["canvas", "s1-list", "s2-list"]);
  });

  it("names the container each list belongs to; the page's list has none", () => {
    expect(blockLists(byId("canvas")).map(listParentId)).toEqual([null, "s1", "s2"]);
  });
});

describe("dropMove", () => {
  it("moves within a list to the index sortablejs counts", () => {
    expect(drop("h1", "s1-list", "s1-list", 0, 1)).toEqual({
      id: "h1",
      to: { parentId: "s1", index: 1 },
    });
  });

  it("moves into another container, an empty one too, and out to the page", () => {
    expect(drop("h1", "s1-list", "s2-list", 0, 0)).toEqual({
      id: "h1",
      to: { parentId: "s2", index: 0 },
    });
    expect(drop("h2", "s1-list", "canvas", 1, 3)).toEqual({
      id: "h2",
      to: { parentId: null, index: 3 },
    });
  });

  it("asks for nothing when the block was put back where it was or the event lacks an index", () => {
    expect(drop("h1", "s1-list", "s1-list", 0, 0)).toBeNull();
    expect(drop("h1", "s1-list", "s2-list", 0)).toBeNull();
  });
});

describe("restoreOrigin", () => {
  it("puts a dragged frame back where React drew it, whichever list sortablejs left it in", () => {
    const item = frame("h1");
    const origin = dragOrigin(item)!;
    byId("s2-list").append(item);
    restoreOrigin(item, origin);
    expect(frameIds("s1-list")).toEqual(["h1", "h2"]);
    expect(byId("s2-list").querySelector("[data-block-id]")).toBeNull();
  });

  it("puts the last frame of a list back at its end", () => {
    const item = frame("h2");
    const origin = dragOrigin(item)!;
    byId("s1-list").prepend(item);
    restoreOrigin(item, origin);
    expect(frameIds("s1-list")).toEqual(["h1", "h2"]);
  });
});
