import { atom } from "nanostores";
import type { EditorAction } from "../editor/actions.ts";
import type { ActiveMap } from "../editor/active.ts";
import { announceBlocked, announceMove } from "../editor/announce.ts";
import { pasteRefusal, readClipboard, writeClipboard, CLIPBOARD_KEY } from "../editor/clipboard.ts";
import { completesWord, coalesceKey } from "../editor/coalesce.ts";
import { clearDraft, draftOffer, readDraft, saveDraft, type DraftOffer } from "../editor/drafts.ts";
import type { EditorError } from "../editor/errors.ts";
import { EMPTY_HISTORY, record, redo as redoStep, seal, undo as undoStep, type History } from "../editor/history.ts";
import { keyboardMoveTarget, type KeyboardMove } from "../editor/keyboard-moves.ts";
import { reduce } from "../editor/reduce.ts";
import { blockRules, type BlockRules, type BlockTypeInfo } from "../editor/rules.ts";
import { initialState, type EditorState } from "../editor/state.ts";
import { browserStorage, type KeyValueStorage } from "../editor/storage.ts";
import type { Lang } from "../i18n/locales.ts";
import type { BlockInstance } from "../lib/tree/block.ts";
import type { NewId } from "../lib/tree/copy-block.ts";
import { findBlock } from "../lib/tree/find-block.ts";
import type { BlockPosition } from "../lib/tree/insert-block.ts";
import { sameTree } from "../lib/tree/same-tree.ts";

/** Everything the builder's components read (`useStore($editor)`); changed only by the functions below. */
export interface EditorSnapshot {
  /** Edit mode is on (the builder is shown instead of the published page). */
  editing: boolean;
  /** A block is being dragged. */
  drag: boolean;
  /** The open page's content id; null while no page is open. */
  pageId: string | null;
  /** The page version the work is based on (the last one loaded or saved). */
  baseVersion: number | null;
  tree: BlockInstance[];
  /** Exactly one active block per non-empty sibling list (key: parent id, `""` for the root list). */
  active: ActiveMap;
  /** The block being worked on (side panel, keyboard moves). */
  current: string | null;
  /** The clipboard block, shared by every page and both languages. */
  clipboard: BlockInstance | null;
  canUndo: boolean;
  canRedo: boolean;
  /** The tree differs from the one last loaded or saved. */
  dirty: boolean;
  /** Why the last change was refused; cleared by the next change that applies. */
  error: EditorError | null;
  /** Unsaved work found in the browser when the page was opened, offered back until restored or discarded. */
  recovery: Pick<DraftOffer, "savedAt" | "baseVersion" | "stale"> | null;
  /** The unsaved work is kept in the browser's storage (false: storage full or disabled; it lives in this tab only). */
  draftStored: boolean;
  /** The clipboard block is kept in the browser's storage (false: it lasts only until the page is left). */
  clipboardStored: boolean;
  /** The text for the screen-reader live region, set by keyboard moves. */
  announcement: string;
}

interface Session {
  pageId: string;
  lang: Lang;
  rules: BlockRules;
  storage: KeyValueStorage | undefined;
  now: () => number;
  newId: NewId;
  state: EditorState;
  history: History;
  saved: BlockInstance[];
  baseVersion: number;
  offer: DraftOffer | null;
  stopListening: () => void;
}

const CLOSED: EditorSnapshot = {
  editing: false,
  drag: false,
  pageId: null,
  baseVersion: null,
  tree: [],
  active: {},
  current: null,
  clipboard: null,
  canUndo: false,
  canRedo: false,
  dirty: false,
  error: null,
  recovery: null,
  draftStored: true,
  clipboardStored: true,
  announcement: "",
};

/** The builder's client state. */
export const $editor = atom<EditorSnapshot>(CLOSED);

let session: Session | undefined;

const NOT_OPEN: EditorError = { code: "internal", detail: "No page is open in the editor (openEditor first)" };

function publish(s: Session, changes: Partial<EditorSnapshot> = {}): void {
  const { state, history, offer } = s;
  $editor.set({
    ...$editor.get(),
    pageId: s.pageId,
    baseVersion: s.baseVersion,
    tree: state.tree,
    active: state.active,
    current: state.current,
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
    dirty: !sameTree(state.tree, s.saved),
    recovery: offer && { savedAt: offer.savedAt, baseVersion: offer.baseVersion, stale: offer.stale },
    error: null,
    ...changes,
  });
}

/** Keeps the working tree in the browser while it differs from the saved one, and removes it once it does not. */
function storeDraft(s: Session): boolean {
  if (sameTree(s.state.tree, s.saved)) {
    clearDraft(s.storage, s.pageId);
    return true;
  }
  return saveDraft(s.storage, { pageId: s.pageId, baseVersion: s.baseVersion, savedAt: s.now(), tree: s.state.tree });
}

/** What the builder is opened with. */
export interface OpenOptions {
  pageId: string;
  /** The version of the page as loaded (drafts included). */
  version: number;
  /** The page's block tree as loaded, parsed with `BlockTreeSchema`; its ids are unique. */
  tree: BlockInstance[];
  /** The page's language: announcements are in it. */
  lang: Lang;
  /** The site's block types (code-backed and admin-defined). */
  types: readonly BlockTypeInfo[];
  /** Where the clipboard and drafts are kept; default `localStorage`, `null` for none. */
  storage?: KeyValueStorage | null;
  now?: () => number;
  newId?: NewId;
}

/**
 * Opens a page in the builder: a fresh history, the tree as loaded (not dirty), the clipboard from
 * storage, and unsaved work from an earlier visit offered back (`recovery`) when it differs from
 * what was loaded. Keeps edit mode and drag as they are. Replaces any page open before.
 */
export function openEditor(options: OpenOptions): void {
  closeEditor();
  const storage = options.storage === null ? undefined : (options.storage ?? browserStorage());
  const offer = draftOffer(readDraft(storage, options.pageId), options);
  if (!offer) clearDraft(storage, options.pageId);
  const onStorage = (event: StorageEvent) => {
    if (session === opened && (event.key === CLIPBOARD_KEY || event.key === null)) $editor.set({ ...$editor.get(), clipboard: readClipboard(storage) });
  };
  const opened: Session = {
    pageId: options.pageId,
    lang: options.lang,
    rules: blockRules(options.types),
    storage,
    now: options.now ?? Date.now,
    newId: options.newId ?? (() => crypto.randomUUID()),
    state: initialState(options.tree),
    history: EMPTY_HISTORY,
    saved: options.tree,
    baseVersion: options.version,
    offer,
    // Another tab copied a block: this one pastes it too.
    stopListening: () => globalThis.removeEventListener?.("storage", onStorage),
  };
  globalThis.addEventListener?.("storage", onStorage);
  session = opened;
  publish(opened, { clipboard: readClipboard(storage), draftStored: true, clipboardStored: true, announcement: "" });
}

/** Closes the open page: the store holds no tree any more; edit mode and drag stay as they are. */
export function closeEditor(): void {
  session?.stopListening();
  session = undefined;
  const { editing, drag } = $editor.get();
  $editor.set({ ...CLOSED, editing, drag });
}

/** Switches edit mode on or off. */
export function setEditMode(on: boolean): void {
  $editor.set({ ...$editor.get(), editing: on, drag: on && $editor.get().drag });
}

/** Notes that a drag has started or ended. */
export function setDrag(on: boolean): void {
  $editor.set({ ...$editor.get(), drag: on });
}

/**
 * Applies one builder change. A change of the page is recorded for undo (edits of one field in a
 * row merge into one step, see `history.ts`) and kept as a draft in storage. Returns the refusal
 * (also in `$editor.error`), or undefined when the change applied; never throws.
 */
export function dispatch(action: EditorAction): EditorError | undefined {
  const s = session;
  if (!s) return NOT_OPEN;
  const before = s.state;
  const { state, error } = reduce(before, action, s);
  if (error) {
    $editor.set({ ...$editor.get(), error });
    return error;
  }
  s.state = state;
  let draftStored = $editor.get().draftStored;
  if (state.tree !== before.tree) {
    const fieldsBefore = action.type === "update-fields" ? findBlock(before.tree, action.id)?.block.fields : undefined;
    const sealed = action.type === "update-fields" && fieldsBefore !== undefined && completesWord(fieldsBefore, action.changes);
    s.history = record(s.history, before, state, { key: coalesceKey(action), at: s.now(), seal: sealed });
    draftStored = storeDraft(s);
  }
  publish(s, { draftStored });
  return undefined;
}

function travel(step: typeof undoStep): boolean {
  const s = session;
  const moved = s && step(s.history);
  if (!s || !moved) return false;
  s.state = moved.state;
  s.history = moved.history;
  publish(s, { draftStored: storeDraft(s) });
  return true;
}

/** Takes back the last change (the selection returns to where it was before it); false when there is nothing to undo. */
export function undo(): boolean {
  return travel(undoStep);
}

/** Makes the last undone change again; false when there is nothing to redo. */
export function redo(): boolean {
  return travel(redoStep);
}

/** Ends the current run of edits: the next edit is its own undo step even on the same field (call it when a field loses focus). */
export function checkpoint(): void {
  if (session) session.history = seal(session.history);
}

/** Makes block `id` the one being worked on, active in its list and its ancestors in theirs. */
export function setActive(id: string): EditorError | undefined {
  return dispatch({ type: "set-active", id });
}

/** Puts block `id` with its subtree on the clipboard (in storage, for every page and both languages). */
export function copy(id: string): EditorError | undefined {
  const s = session;
  if (!s) return NOT_OPEN;
  const block = findBlock(s.state.tree, id)?.block;
  if (!block) {
    const error: EditorError = { code: "not-found", blockId: id };
    $editor.set({ ...$editor.get(), error });
    return error;
  }
  putOnClipboard(block);
  return undefined;
}

/**
 * Puts `block` (any block, e.g. a whole page wrapped in a section by the conflict dialog) on the
 * clipboard, as `copy` does for a block of the page.
 */
export function putOnClipboard(block: BlockInstance): void {
  const s = session;
  $editor.set({ ...$editor.get(), clipboard: block, clipboardStored: s ? writeClipboard(s.storage, block, s.now()) : false, error: null });
}

/** Copies block `id` to the clipboard and removes it from the page (undoable). */
export function cut(id: string): EditorError | undefined {
  return copy(id) ?? dispatch({ type: "remove", id });
}

/** Pastes a copy of the clipboard block (fresh ids) at `at`; refused where its type may not go. */
export function paste(at: BlockPosition): EditorError | undefined {
  const s = session;
  if (!s) return NOT_OPEN;
  const { clipboard } = $editor.get();
  if (!clipboard) {
    const error: EditorError = { code: "clipboard-empty" };
    $editor.set({ ...$editor.get(), error });
    return error;
  }
  return dispatch({ type: "paste", block: clipboard, at });
}

/** Whether the clipboard block may be pasted at `at` (to enable or disable "Einfügen"). */
export function canPaste(at: BlockPosition): boolean {
  const s = session;
  return s !== undefined && pasteRefusal(s.state.tree, $editor.get().clipboard, at, s.rules) === undefined;
}

/** Puts a copy of block `id` (fresh ids) right after it; the clipboard is left alone. */
export function duplicate(id: string): EditorError | undefined {
  return dispatch({ type: "duplicate", id });
}

/**
 * Moves block `id` by keyboard and sets `$editor.announcement` to what a screen reader says: the
 * new position, or why the move is not possible (then nothing changes). Returns whether it moved.
 */
export function keyboardMove(id: string, move: KeyboardMove): boolean {
  const s = session;
  if (!s) return false;
  const target = keyboardMoveTarget(s.state.tree, id, move, s.rules);
  if (target && !dispatch({ type: "move", id, to: target })) {
    $editor.set({ ...$editor.get(), announcement: announceMove(s.state.tree, id, move.kind, s.lang, s.rules) });
    return true;
  }
  $editor.set({ ...$editor.get(), announcement: announceBlocked(s.state.tree, id, move, s.lang, s.rules) });
  return false;
}

/**
 * Records a successful save: `tree` is what was sent (edits made while saving stay dirty) and
 * `version` what the content service answered. The draft is removed when nothing is left unsaved.
 */
export function markSaved(tree: BlockInstance[], version: number): void {
  const s = session;
  if (!s) return;
  s.saved = tree;
  s.baseVersion = version;
  publish(s, { draftStored: storeDraft(s) });
}

/**
 * Notes that the page moved to `version` without the editor's tree being saved (a save made a draft
 * version of the published page, then its data was refused): the next save builds on `version`.
 */
export function rebase(version: number): void {
  const s = session;
  if (!s) return;
  s.baseVersion = version;
  publish(s);
}

/**
 * Replaces the tree with the offered unsaved work (undoable); false when there is no offer. The
 * work is based on the version it started from, so saving a stale draft meets the newer version
 * as a conflict (412 on `If-Match`) instead of overwriting it unseen.
 */
export function restoreDraft(): boolean {
  const s = session;
  if (!s?.offer) return false;
  const { tree, baseVersion } = s.offer;
  s.baseVersion = baseVersion;
  const error = dispatch({ type: "replace-tree", tree });
  if (error) return false;
  s.offer = null;
  publish(s);
  return true;
}

/** Drops the offered unsaved work, from the offer and from storage (unless newer work replaced it there). */
export function discardDraft(): void {
  const s = session;
  if (!s?.offer) return;
  s.offer = null;
  if (sameTree(s.state.tree, s.saved)) clearDraft(s.storage, s.pageId);
  publish(s);
}
