// @vitest-environment jsdom
import { act, createElement as h } from "react";
import { DialogTrigger } from "react-aria-components";
import { afterEach, describe, expect, it } from "vitest";
import { Button } from "./Button.tsx";
import { Dialog } from "./Dialog.tsx";
import { LAYERS } from "./layers.ts";
import { Select } from "./Select.tsx";
import { byLabel, click, inUi, mount, type Mounted, press, spokenText, waitFor } from "../../../tests/support/components/ui/dom.ts";
import { Tooltip } from "./Tooltip.tsx";

let mounted: Mounted | undefined;
afterEach(async () => {
  await mounted?.unmount();
  mounted = undefined;
});

/** Focus by keyboard: react-aria shows focus rings and tooltips only after a key press. */
async function tabTo(element: HTMLElement) {
  await press(document.body, "Tab");
  await act(async () => element.focus());
}

describe("LAYERS", () => {
  it("stacks popups modal 1100, overlay 1000, menu 1000, tooltip 1100", () => {
    expect(LAYERS).toMatchObject({ modal: 1100, overlay: 1000, menu: 1000, tooltip: 1100 });
  });
});

describe("Dialog", () => {
  const dialogTree = inUi(
    "de",
    h(
      DialogTrigger,
      null,
      h(Button, null, "Öffnen"),
      h(Dialog, { title: "Block einfügen", children: (close: () => void) => h(Button, { onPress: close }, "Fertig") }),
    ),
  );

  it("opens as a modal named by its title, on the overlay and modal layers, hiding the page behind it", async () => {
    mounted = await mount(dialogTree);
    await click(byLabel(document.body, "Öffnen"));
    const dialog = document.querySelector<HTMLElement>('[role="dialog"]')!;
    expect(document.getElementById(dialog.getAttribute("aria-labelledby")!)?.textContent).toBe("Block einfügen");
    expect(dialog.parentElement!.style.zIndex).toBe(String(LAYERS.modal));
    expect(dialog.parentElement!.parentElement!.style.zIndex).toBe(String(LAYERS.overlay));
    expect(mounted.container.closest('[aria-hidden="true"]') ?? mounted.container.querySelector('[aria-hidden="true"]')).not.toBeNull();
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  });

  it("closes on Escape and by its own button, and focus returns to the button that opened it", async () => {
    mounted = await mount(dialogTree);
    const opener = byLabel(document.body, "Öffnen");
    await click(opener);
    await waitFor(() => expect(document.activeElement?.closest('[role="dialog"]')).not.toBeNull());
    await press(document.activeElement!, "Escape");
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(opener));
    await click(opener);
    await click(byLabel(document.body, "Fertig"));
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });
});

describe("Select", () => {
  const options = [
    { id: "h2", label: "Überschrift 2" },
    { id: "h3", label: "Überschrift 3" },
  ];

  it("says 'Bitte wählen' or 'Please choose' in the UI language until something is chosen", async () => {
    mounted = await mount(h("div", null, inUi("de", h(Select, { label: "Ebene", options })), inUi("en", h(Select, { label: "Level", options }))));
    expect(spokenText(byLabel(mounted.container, "Bitte wählen Ebene"))).toBe("Bitte wählen");
    expect(byLabel(mounted.container, "Please choose Level")).toBeTruthy();
  });

  it("opens a list box on the menu layer from the keyboard and sets the chosen key", async () => {
    const chosen: unknown[] = [];
    mounted = await mount(inUi("de", h(Select, { label: "Ebene", options, onChange: (key: unknown) => chosen.push(key) })));
    const trigger = byLabel(mounted.container, "Bitte wählen Ebene");
    await tabTo(trigger);
    await press(trigger, "ArrowDown");
    const listbox = document.querySelector<HTMLElement>('[role="listbox"]')!;
    expect(listbox.closest<HTMLElement>("[data-trigger]")!.style.zIndex).toBe(String(LAYERS.menu));
    expect([...listbox.querySelectorAll('[role="option"]')].map((option) => option.textContent)).toEqual(["Überschrift 2", "Überschrift 3"]);
    await press(document.activeElement!, "ArrowDown");
    await press(document.activeElement!, "Enter");
    expect(chosen).toEqual(["h3"]);
    expect(document.querySelector('[role="listbox"]')).toBeNull();
    expect(spokenText(trigger)).toBe("Überschrift 3");
  });
});

describe("Tooltip", () => {
  it("opens on keyboard focus on the tooltip layer and describes its trigger", async () => {
    mounted = await mount(inUi("de", h(Tooltip, { content: "Rückgängig (Strg+Z)", children: h(Button, { "aria-label": "Rückgängig" }, "↶") })));
    const trigger = byLabel(mounted.container, "Rückgängig");
    await tabTo(trigger);
    const tooltip = document.querySelector<HTMLElement>('[role="tooltip"]')!;
    expect(tooltip.textContent).toBe("Rückgängig (Strg+Z)");
    expect(tooltip.style.zIndex).toBe(String(LAYERS.tooltip));
    expect(trigger.getAttribute("aria-describedby")).toBe(tooltip.id);
    await press(trigger, "Escape");
    expect(document.querySelector('[role="tooltip"]')).toBeNull();
  });
});
