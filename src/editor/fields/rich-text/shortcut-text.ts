import type { UiKey, UiParams } from "../../../i18n/t.ts";

/** A keyboard shortcut: modifier names, then the key as printed on it. */
export type Shortcut = readonly string[];

const MODIFIERS: Record<string, { mac: string; key: UiKey }> = {
  mod: { mac: "⌘", key: "builder.richText.key.mod" },
  alt: { mac: "⌥", key: "builder.richText.key.alt" },
  shift: { mac: "⇧", key: "builder.richText.key.shift" },
};

/** Whether the browser runs on an Apple system (⌘ instead of Ctrl). */
function onApple(): boolean {
  return typeof navigator !== "undefined" && /Mac|iPhone|iPad/.test(navigator.userAgent);
}

/**
 * A shortcut as people read it on their keyboard: "Strg+Umschalt+8" in German, "Ctrl+Shift+8" in
 * English, "⌘⇧8" on a Mac (Tiptap's `Mod` is ⌘ there, Ctrl elsewhere).
 */
export function shortcutText(keys: Shortcut, text: (key: UiKey, params?: UiParams) => string, apple = onApple()): string {
  const names = keys.map((key) => {
    const modifier = MODIFIERS[key];
    if (!modifier) return key;
    return apple ? modifier.mac : text(modifier.key);
  });
  return names.join(apple ? "" : "+");
}
