// @vitest-environment jsdom
import { act, createElement as h } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mount, spokenText, type Mounted } from "../../../tests/support/components/ui/dom.ts";
import { PanelBoundary } from "./PanelBoundary.tsx";

let mounted: Mounted | undefined;
afterEach(async () => {
  vi.restoreAllMocks();
  await mounted?.unmount();
  mounted = undefined;
});

describe("PanelBoundary", () => {
  it("says the fields could not be shown and tries again on request", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    let fail = true;
    function Fields() {
      if (fail) throw new Error("chunk failed");
      return h("p", null, "Felder da");
    }
    mounted = await mount(h(PanelBoundary, { message: "Die Eingabefelder konnten nicht geladen werden.", retry: "Erneut versuchen", children: h(Fields) }));
    const root = mounted.container;
    expect(spokenText(root.querySelector('[role="alert"]')!)).toBe("Die Eingabefelder konnten nicht geladen werden. Erneut versuchen");
    fail = false;
    await act(async () => root.querySelector("button")!.click());
    expect(root.textContent).toBe("Felder da");
  });
});
