import { act, createElement, type ReactElement } from "react";
import { createRoot, type Root } from "react-dom/client";
import type { Lang } from "../../../../src/i18n/locales.ts";
import { UiProvider } from "../../../../src/components/ui/UiProvider.tsx";

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

/** A React tree mounted in jsdom for a test; `unmount` removes it. */
export interface Mounted {
  container: HTMLElement;
  rerender: (element: ReactElement) => Promise<void>;
  unmount: () => Promise<void>;
}

/** `CSS.escape` for jsdom, which lacks it (react-aria's overlays read `<meta>` tags through it): escapes all but letters, digits, `-` and `_`. */
function polyfillCssEscape(): void {
  if (typeof globalThis.CSS?.escape === "function") return;
  const escape = (value: string) => value.replace(/[^a-zA-Z0-9_-]/g, (char) => `\\${char}`);
  Object.defineProperty(globalThis, "CSS", { value: { ...globalThis.CSS, escape }, configurable: true });
}

/** Mounts `element` into a fresh container in `document.body`, inside `act`, so effects have run when it resolves. */
export async function mount(element: ReactElement): Promise<Mounted> {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  polyfillCssEscape();
  const container = document.createElement("div");
  document.body.append(container);
  let root: Root | undefined;
  await act(async () => {
    root = createRoot(container);
    root.render(element);
  });
  return {
    container,
    rerender: (next) => act(async () => root!.render(next)),
    unmount: async () => {
      await act(async () => root!.unmount());
      container.remove();
    },
  };
}

/** `element` inside a `UiProvider` for `lang`. */
export function inUi(lang: Lang, element: ReactElement): ReactElement {
  return createElement(UiProvider, { lang, children: element });
}

/** Types `text` into an input or textarea as a user would: React sees an input event with the new value. */
export async function type(element: Element, text: string): Promise<void> {
  const field = element as HTMLInputElement | HTMLTextAreaElement;
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  await act(async () => {
    field.focus();
    Object.getOwnPropertyDescriptor(prototype, "value")!.set!.call(field, text);
    field.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

/** Moves focus away from `element` (to the body), as Tab or a click elsewhere would. */
export async function blur(element: Element): Promise<void> {
  await act(async () => (element as HTMLElement).blur());
}

/** Clicks `element` as a pointer would: pointer and mouse events, then `click`. */
export async function click(element: Element): Promise<void> {
  await act(async () => {
    const init = { bubbles: true, cancelable: true, button: 0, pointerId: 1, pointerType: "mouse" } as const;
    const Pointer = globalThis.PointerEvent ?? MouseEvent;
    element.dispatchEvent(new Pointer("pointerdown", init));
    element.dispatchEvent(new MouseEvent("mousedown", init));
    if (element instanceof HTMLElement) element.focus();
    element.dispatchEvent(new Pointer("pointerup", init));
    element.dispatchEvent(new MouseEvent("mouseup", init));
    element.dispatchEvent(new MouseEvent("click", init));
  });
}

/** Presses a key on `element` (keydown then keyup). */
export async function press(element: Element, key: string): Promise<void> {
  await act(async () => {
    element.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true }));
    element.dispatchEvent(new KeyboardEvent("keyup", { key, bubbles: true, cancelable: true }));
  });
}

/** Waits `ms` of real time inside `act`, so timers that fire in it update the tree. */
export async function wait(ms: number): Promise<void> {
  await act(() => new Promise((resolve) => setTimeout(resolve, ms)));
}

/**
 * Waits until `check` passes (react-aria moves focus in an animation frame, later on a busy
 * machine), checking every 10 ms for up to 2 s; then runs it once more, so a failure shows.
 */
export async function waitFor(check: () => void): Promise<void> {
  for (let waited = 0; waited < 2_000; waited += 10) {
    try {
      return check();
    } catch {
      await wait(10);
    }
  }
  check();
}

const BLOCKS = new Set(["P", "DIV", "LI", "UL", "OL", "H1", "H2", "H3", "H4", "SECTION", "FIELDSET", "LEGEND"]);

/**
 * The text of `node` a screen reader reads: `aria-hidden` parts (a required asterisk) left out,
 * blocks (paragraphs, list items) apart, inline elements run together as written, spaces collapsed.
 */
export function spokenText(node: Node): string {
  const walk = (current: Node): string => {
    if (current instanceof Element && current.getAttribute("aria-hidden") === "true") return "";
    if (current.nodeType === Node.TEXT_NODE) return current.textContent ?? "";
    const text = [...current.childNodes].map(walk).join("");
    return current instanceof Element && BLOCKS.has(current.tagName) ? ` ${text} ` : text;
  };
  return walk(node).replace(/\s+/g, " ").trim();
}

/** The accessible name of a control: its `aria-labelledby` texts, `aria-label` or `<label>`, or the text of a button or option. */
export function nameOf(element: Element): string {
  const labelledBy = element.getAttribute("aria-labelledby");
  if (labelledBy) {
    return labelledBy
      .split(/\s+/)
      .map((id) => document.getElementById(id))
      .map((label) => (label ? (label.getAttribute("aria-label") ?? spokenText(label)) : ""))
      .join(" ")
      .trim();
  }
  const label = element.getAttribute("aria-label");
  if (label) return label;
  const labels = (element as HTMLInputElement).labels;
  if (labels?.length) return [...labels].map(spokenText).join(" ");
  const named = element.tagName === "BUTTON" || ["button", "option", "radio", "row", "link"].includes(element.getAttribute("role") ?? "");
  return named ? spokenText(element) : "";
}

/** The one visible control whose accessible name is exactly `text`, within `root`; throws when there is none or more. */
export function byLabel(root: ParentNode, text: string): HTMLElement {
  const found = [...root.querySelectorAll<HTMLElement>("input, textarea, select, button, [role]")].filter(
    (element) => !element.closest('[aria-hidden="true"]') && nameOf(element) === text,
  );
  if (found.length !== 1) throw new Error(`${found.length} elements labelled "${text}"`);
  return found[0]!;
}

/** The text of the elements `element` names in `aria-describedby`, in order. */
export function descriptionOf(element: Element): string[] {
  return (element.getAttribute("aria-describedby") ?? "")
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? "");
}
