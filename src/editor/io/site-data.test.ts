import { describe, expect, it } from "vitest";
import type { BlockInstance } from "../../lib/tree/block.ts";
import type { Entity } from "../../lib/content/model.ts";
import type { SiteList } from "../../lib/site/site-lists.ts";
import { listsRead, siteListCache } from "./site-data.ts";

const block = (schemaName: string, children?: BlockInstance[]): BlockInstance =>
  ({ id: `${schemaName}-${Math.random()}`, schemaName, schemaId: schemaName, active: true, fields: {}, ...(children ? { children } : {}) }) as BlockInstance;

describe("listsRead", () => {
  it("names the collections the page's blocks list, nested ones included, each once", () => {
    expect(listsRead([block("block-heading"), block("block-rich-text")])).toEqual([]);
    const tree = [
      block("block-section", [
        block("block-practitioner-list"),
        block("block-columns", [block("block-book-appointment"), block("block-practitioner-small-list")]),
      ]),
    ];
    expect(listsRead(tree).sort()).toEqual(["appointments", "practitioners"]);
  });
});

describe("siteListCache", () => {
  const item = (id: string) => ({ id }) as Entity;
  /** A server of two lists that records what it was asked, and fails while `down`. */
  function server() {
    const asked: SiteList[][] = [];
    const state = { down: false };
    const fetchLists = (names: readonly SiteList[]) => {
      asked.push([...names]);
      if (state.down) return Promise.reject(new Error("503"));
      return Promise.resolve(Object.fromEntries(names.map((name) => [name, [item(`${name}-1`)]])));
    };
    return { asked, state, fetchLists };
  }

  it("loads each list once per session, also when asked again while it loads", async () => {
    const { asked, fetchLists } = server();
    const cache = siteListCache(fetchLists);
    const [first, again] = await Promise.all([cache.load(["practitioners", "appointments"]), cache.load(["appointments"])]);
    expect(first).toEqual({ practitioners: [item("practitioners-1")], appointments: [item("appointments-1")] });
    expect(again).toEqual({ appointments: [item("appointments-1")] });
    expect(await cache.load(["pages", "practitioners"])).toEqual({ pages: [item("pages-1")], practitioners: [item("practitioners-1")] });
    expect(await cache.load([])).toEqual({});
    expect(asked).toEqual([["practitioners", "appointments"], ["pages"]]);
  });

  it("asks again for a list whose load failed", async () => {
    const { asked, state, fetchLists } = server();
    const cache = siteListCache(fetchLists);
    state.down = true;
    await expect(cache.load(["appointments"])).rejects.toThrow("503");
    state.down = false;
    expect(await cache.load(["appointments"])).toEqual({ appointments: [item("appointments-1")] });
    expect(asked).toEqual([["appointments"], ["appointments"]]);
  });
});
