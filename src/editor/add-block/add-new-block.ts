import { t } from "../../i18n/t.ts";
import { $editor, dispatch } from "../store.ts";
import { builderLang } from "../builder-text.ts";
import { focusBlock } from "../commands.ts";
import { ERROR_MESSAGE_KEYS, type EditorError } from "../errors.ts";
import { placementRefusal } from "../rules.ts";
import { notify } from "../notices.ts";
import { addPosition, type AddTarget } from "./add-position.ts";
import { newBlock } from "./new-block.ts";
import type { PaletteEntry } from "./palette.ts";

/**
 * Adds a new block of `entry`'s type at `target` through the editor store: it becomes the current
 * block, gets the keyboard focus and is announced in the live region. A refusal (the anchor is
 * gone, no container, a type the site does not know) is announced and returned; nothing changes.
 */
export function addNewBlock(entry: PaletteEntry, target: AddTarget, newId: () => string = () => crypto.randomUUID()): EditorError | undefined {
  const session = $editor.get().session;
  if (!session) return { code: "internal", detail: "The builder is not open" };
  const lang = builderLang();
  const tree = $editor.get().tree;
  const block = newBlock(entry, tree, newId);
  const at = addPosition(tree, target, session.rules);
  const refusal = at ? placementRefusal(tree, at.parentId, block, session.rules) : "not-found";
  const error: EditorError | undefined = refusal || !at ? { code: refusal ?? "not-found" } : dispatch({ type: "insert", block, at });
  if (error) {
    notify(t(lang, ERROR_MESSAGE_KEYS[error.code]));
    return error;
  }
  notify(t(lang, "builder.add.done", { block: entry.label[lang] }));
  focusBlock(block.id);
  return undefined;
}
