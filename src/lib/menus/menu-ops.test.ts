import { describe, expect, it } from "vitest";
import { readMenus, menuPages, type MenuItem } from "./menu.ts";
import { addItem, indentItem, moveItem, outdentItem, relabelItem, removeItem } from "./menu-ops.ts";

const entry = (id: string, children?: MenuItem[]): MenuItem => ({ id, page: `page-${id}`, label: { de: "", en: "" }, ...(children ? { children } : {}) });
const ids = (items: MenuItem[]): unknown[] => items.map((item) => (item.children ? [item.id, ids(item.children)] : item.id));
const items = (change: ReturnType<typeof moveItem>) => ("items" in change ? ids(change.items) : change.refused);

describe("menu changes", () => {
  const menu = [entry("a"), entry("b"), entry("c", [entry("c1"), entry("c2")])];

  it("moves an entry among its siblings and refuses at the edge, leaving the menu it was given as it was", () => {
    expect(items(moveItem(menu, "b", "up"))).toEqual(["b", "a", ["c", ["c1", "c2"]]]);
    expect(items(moveItem(menu, "c2", "up"))).toEqual(["a", "b", ["c", ["c2", "c1"]]]);
    expect(items(moveItem(menu, "a", "up"))).toBe("edge");
    expect(items(moveItem(menu, "c2", "down"))).toBe("edge");
    expect(items(moveItem(menu, "x", "down"))).toBe("missing");
    expect(ids(menu)).toEqual(["a", "b", ["c", ["c1", "c2"]]]);
  });

  it("nests one level below the top at most", () => {
    expect(items(indentItem(menu, "b"))).toEqual([
      ["a", ["b"]],
      ["c", ["c1", "c2"]],
    ]);
    expect(items(indentItem(menu, "a"))).toBe("edge");
    expect(items(indentItem(menu, "c2"))).toBe("depth");
    expect(items(indentItem([entry("a"), entry("b", [entry("b1")])], "b"))).toBe("depth");
    expect(items(outdentItem(menu, "c1"))).toEqual(["a", "b", ["c", ["c2"]], "c1"]);
    expect(items(outdentItem([entry("a", [entry("a1")])], "a1"))).toEqual(["a", "a1"]);
    expect(items(outdentItem(menu, "a"))).toBe("edge");
  });

  it("adds at the end, removes with the entries below, relabels", () => {
    expect(ids(addItem(menu, entry("d")))).toEqual(["a", "b", ["c", ["c1", "c2"]], "d"]);
    expect(items(removeItem(menu, "c"))).toEqual(["a", "b"]);
    const relabelled = relabelItem(menu, "c1", { de: "Kurse", en: "Classes" });
    expect("items" in relabelled && relabelled.items[2]!.children![0]!.label).toEqual({ de: "Kurse", en: "Classes" });
  });
});

describe("readMenus", () => {
  it("reads the menus field, else the older reference fields, and lists every page a menu links", () => {
    const stored = { main: [entry("a", [entry("b")])], footer: [{ id: "x", url: "mailto:a@b.de", label: { de: "Post", en: "Mail" } }] };
    expect(readMenus({ menus: { iv: stored } })).toEqual(stored);
    expect(menuPages(readMenus({ menus: { iv: stored } }).main)).toEqual(["page-a", "page-b"]);
    const legacy = readMenus({ mainNavigation: { iv: ["p1", "p2"] }, footerNavigation: { iv: ["p3"] }, menus: { iv: { main: "broken" } } });
    expect(menuPages(legacy.main)).toEqual(["p1", "p2"]);
    expect(menuPages(legacy.footer)).toEqual(["p3"]);
  });
});
