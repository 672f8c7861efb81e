import { afterEach, describe, expect, it } from "vitest";
import { $icons, presentIcons } from "./icons.ts";
import { loadIcon } from "./load-icon.ts";

afterEach(() => $icons.set({}));

const MENU = '<svg viewBox="0 0 24 24"><path d="M4 6h16"/></svg>';

describe("presentIcons", () => {
  it("puts the critical icons into $icons and leaves the others to be loaded", () => {
    presentIcons([
      { name: "menu", critical: true, svg: MENU },
      { name: "leaf", critical: false, svg: "<svg/>" },
    ]);
    expect($icons.get()).toEqual({ menu: MENU });
  });

  it("keeps an icon already there", () => {
    $icons.set({ menu: "<svg>loaded</svg>" });
    presentIcons([{ name: "menu", critical: true, svg: MENU }]);
    expect($icons.get().menu).toBe("<svg>loaded</svg>");
  });

  it("makes loadIcon answer a critical icon without a request", async () => {
    presentIcons([{ name: "menu", critical: true, svg: MENU }]);
    const requested: string[] = [];
    const fetcher = ((path: string) => {
      requested.push(path);
      return Promise.resolve(new Response(null, { status: 404 }));
    }) as typeof fetch;
    expect(await loadIcon("menu", fetcher)).toBe(MENU);
    expect(requested).toEqual([]);
  });
});
