import { t } from "../i18n/t.ts";
import { findBlock } from "../lib/tree/find-block.ts";
import { $editor, copy, cut, dispatch, duplicate, keyboardMove, paste, setActive } from "./store.ts";
import { builderLang } from "./builder-text.ts";
import { ERROR_MESSAGE_KEYS } from "./errors.ts";
import { insertPosition } from "./insert-position.ts";
import { editFields } from "./panel/panel-store.ts";
import { notify } from "./notices.ts";

/** What a block's tools and keys can do to it (`fields`: move the keyboard into its fields in the panel). */
export type BlockCommand = "select" | "fields" | "up" | "down" | "into-previous" | "out" | "duplicate" | "copy" | "cut" | "paste" | "toggle-shown" | "remove";

/** Moves the keyboard focus to block `id`'s handle once the canvas shows the change. */
export function focusBlock(id: string): void {
  requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-block-handle="${CSS.escape(id)}"]`)?.focus());
}

/**
 * Runs one block command through the editor store and says what happened in the live region
 * (moves say their new position; a refusal says why, and nothing changes).
 */
export function blockCommand(id: string, command: BlockCommand): void {
  const session = $editor.get().session;
  if (!session) return;
  const lang = builderLang();
  const before = $editor.get();
  const block = findBlock(before.tree, id)?.block;
  if (!block) return;
  const name = session.rules.label(block.schemaName, lang);
  const say = (key: Parameters<typeof t>[1]) => notify(t(lang, key, { block: name }));
  let error;
  switch (command) {
    case "select":
      // Choosing the block being worked on again takes the keyboard on into its fields.
      if (before.current === id) return void editFields(id);
      error = setActive(id);
      break;
    case "fields":
      editFields(id);
      return;
    case "up":
    case "down":
    case "into-previous":
    case "out":
      keyboardMove(id, { kind: command });
      notify($editor.get().announcement);
      focusBlock(id);
      return;
    case "duplicate":
      error = duplicate(id);
      if (!error) say("builder.done.duplicate");
      break;
    case "copy":
      error = copy(id);
      if (!error) say("builder.done.copy");
      break;
    case "cut":
      error = cut(id);
      if (!error) say("builder.done.cut");
      break;
    case "paste": {
      const at = insertPosition(before.tree, id, "after", session.rules);
      error = at ? paste(at) : { code: "not-found" as const };
      if (!error) say("builder.done.paste");
      break;
    }
    case "toggle-shown":
      error = dispatch({ type: "set-shown", id, shown: block.active === false });
      if (!error) say(block.active === false ? "builder.done.show" : "builder.done.hide");
      break;
    case "remove":
      error = dispatch({ type: "remove", id });
      if (!error) say("builder.done.remove");
      break;
  }
  if (error) notify(t(lang, ERROR_MESSAGE_KEYS[error.code]));
  const current = $editor.get().current;
  if (!error && current && command !== "select") focusBlock(current);
}
