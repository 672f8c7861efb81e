import type { UiKey } from "../i18n/t.ts";
import type { TreeErrorReason } from "../lib/tree/tree-error.ts";

/**
 * Why the editor refused a change; stable names that tests and the UI match on. The tree's own
 * refusals (`not-found`, `not-a-container`, `into-itself`, `index-out-of-range`, `duplicate-id`) plus
 * `not-allowed` (a block type this site does not know, or a non-container holding children),
 * `clipboard-empty`, `unknown-action` and `internal` (a bug: the state is kept, `detail` says more).
 */
export type EditorErrorCode = TreeErrorReason | "not-allowed" | "clipboard-empty" | "unknown-action" | "internal";

/** A refused change: the state stays as it was. */
export interface EditorError {
  code: EditorErrorCode;
  /** The block the change was about, when there is one. */
  blockId?: string;
  /** For `internal`: the message of what was thrown. */
  detail?: string;
}

/** The UI string (`editor.error.*`) that tells an editor what went wrong and what to do. */
export const ERROR_MESSAGE_KEYS: Record<EditorErrorCode, UiKey> = {
  "not-found": "editor.error.notFound",
  "not-a-container": "editor.error.notAContainer",
  "into-itself": "editor.error.intoItself",
  "index-out-of-range": "editor.error.indexOutOfRange",
  "duplicate-id": "editor.error.duplicateId",
  "not-allowed": "editor.error.notAllowed",
  "clipboard-empty": "editor.error.clipboardEmpty",
  "unknown-action": "editor.error.unknownAction",
  internal: "editor.error.internal",
};
