// @vitest-environment jsdom
import { act, createElement as h } from "react";
import { UNSTABLE_ToastQueue as ToastQueue } from "react-aria-components";
import { afterEach, describe, expect, it } from "vitest";
import { LAYERS } from "./layers.ts";
import { byLabel, click, inUi, mount, type Mounted, wait } from "../../../tests/support/components/ui/dom.ts";
import { showToast, TOAST_TIMEOUT_MS } from "./toast-queue.ts";
import type { ToastContent } from "./toast-signal.ts";
import { ToastRegion } from "./ToastRegion.tsx";

let mounted: Mounted | undefined;
afterEach(async () => {
  await mounted?.unmount();
  mounted = undefined;
});

describe("showToast", () => {
  it("keeps errors until closed and lets the others go after five seconds", () => {
    const queue = new ToastQueue<ToastContent>();
    showToast({ title: "Gespeichert", tone: "success" }, queue);
    showToast({ title: "Nicht gespeichert", tone: "error" }, queue);
    expect(queue.visibleToasts.map((toast) => [toast.content.title, toast.timeout])).toEqual([
      ["Nicht gespeichert", undefined],
      ["Gespeichert", TOAST_TIMEOUT_MS],
    ]);
    expect(TOAST_TIMEOUT_MS).toBeGreaterThanOrEqual(5_000);
  });
});

describe("ToastRegion", () => {
  it("shows toasts in a labelled region above modals, each closable with a button labelled in the UI language", async () => {
    const queue = new ToastQueue<ToastContent>();
    mounted = await mount(inUi("de", h(ToastRegion, { queue })));
    expect(document.querySelector('[role="region"]')).toBeNull();
    await act(async () => void showToast({ title: "Speichern fehlgeschlagen", description: "Der Server antwortet nicht.", tone: "error" }, queue));
    const region = document.querySelector<HTMLElement>('[role="region"]')!;
    expect(region.getAttribute("aria-label")).toBeTruthy();
    expect(Number(region.style.zIndex)).toBeGreaterThan(LAYERS.overlay);
    const toast = region.querySelector<HTMLElement>('[role="alertdialog"]')!;
    expect(document.getElementById(toast.getAttribute("aria-labelledby")!)?.textContent).toBe("Speichern fehlgeschlagen");
    expect(document.getElementById(toast.getAttribute("aria-describedby")!)?.textContent).toBe("Der Server antwortet nicht.");
    await click(byLabel(region, "Schließen"));
    await wait(0);
    expect(queue.visibleToasts).toEqual([]);
    expect(document.querySelector('[role="alertdialog"]')).toBeNull();
  });
});
