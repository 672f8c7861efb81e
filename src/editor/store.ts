import { atom } from "nanostores";
import type { Lang } from "../i18n/locales.ts";
import type { Fields } from "../lib/content/model.ts";
import type { BlockInstance } from "../lib/tree/block.ts";
import type { NewId } from "../lib/tree/copy-block.ts";
import { findBlock } from "../lib/tree/find-block.ts";
import type { BlockPosition } from "../lib/tree/insert-block.ts";
import { sameTree } from "../lib/tree/same-tree.ts";
import type { EditorAction } from "./actions.ts";
import type { ActiveMap } from "./active.ts";
import { announceBlocked, announceMove } from "./announce.ts";
import { pasteRefusal, readClipboard, writeClipboard, CLIPBOARD_KEY } from "./clipboard.ts";
import { completesWord, coalesceKey } from "./coalesce.ts";
import { clearDraft, draftOffer, readDraft, saveDraft, type DraftOffer } from "./drafts.ts";
import type { EditorError } from "./errors.ts";
import { EMPTY_HISTORY, record, redo as redoStep, seal, undo as undoStep, type History } from "./history.ts";
import { keyboardMoveTarget, type KeyboardMove } from "./keyboard-moves.ts";
import { reduce, type ReduceContext } from "./reduce.ts";
import { blockRules, type BlockRules, type BlockTypeInfo } from "./rules.ts";
import { initialState, type EditorState } from "./state.ts";
import { browserStorage, type KeyValueStorage } from "./storage.ts";

/**
 * The page open in the editor, as the content service last answered for it. `version` is the version
 * the work builds on: the next save sends it as `If-Match` (a restored draft builds on the version it
 * started from, so saving a stale one meets the newer version as a conflict instead of overwriting it).
 */
export interface OpenPage {
  id: string;
  version: number;
  /** `Draft`, `Published` or `Archived`. */
  status: string;
  /** Set while a published page has a pending draft version (`Draft`). */
  newStatus?: string | undefined;
  /** The page's data (its blocks as loaded; the tree being worked on is `EditorSnapshot.tree`). */
  data: Fields;
}

/** What an open editor works in: the page, its content app, the editor's language and the site's block rules. */
export interface EditorSession {
  app: string;
  /** The page's language: the editor's strings and announcements are in it. */
  lang: Lang;
  rules: BlockRules;
  page: OpenPage;
}

/**
 * Everything the editor's components read (`useStore($editor)`, or `useEditor(select)` for one value);
 * changed only by the functions below.
 */
export interface EditorSnapshot {
  /** The open page and what the editor works in; null while no page is open. Its identity changes only when it does. */
  session: EditorSession | null;
  /** A block is being dragged. */
  drag: boolean;
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

/** What the store keeps beside the snapshot while a page is open. */
interface Session {
  view: EditorSession;
  storage: KeyValueStorage | undefined;
  now: () => number;
  /** What the reducer needs: the site's block rules and where fresh ids come from. */
  reduce: ReduceContext;
  state: EditorState;
  history: History;
  saved: BlockInstance[];
  /**
   * The version each state builds on. Adopting another version (a conflict resolved, unsaved work
   * restored) starts a new base; undo and redo across that step take its base along, so a tree from
   * before it is saved against the version it came from (and meets the newer one as a conflict)
   * instead of over it. Saves move the base the current state is in.
   */
  bases: { page: OpenPage; saved: BlockInstance[] }[];
  baseOf: WeakMap<EditorState, number>;
  offer: DraftOffer | null;
  stopListening: () => void;
}

const CLOSED: EditorSnapshot = {
  session: null,
  drag: false,
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

/** The editor's whole client state: the open page, its tree, selection, history flags and clipboard. */
export const $editor = atom<EditorSnapshot>(CLOSED);

let session: Session | undefined;

const NOT_OPEN: EditorError = { code: "internal", detail: "No page is open in the editor (openEditor first)" };

function publish(s: Session, changes: Partial<EditorSnapshot> = {}): void {
  const { state, history, offer } = s;
  $editor.set({
    ...$editor.get(),
    session: s.view,
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

/** Sets what the content service answered for the open page (a new version, a changed status) and, given, the tree saved at it. */
function updatePage(s: Session, page: Partial<OpenPage>, saved = s.saved): void {
  s.view = { ...s.view, page: { ...s.view.page, ...page } };
  s.saved = saved;
  s.bases[s.baseOf.get(s.state)!] = { page: s.view.page, saved };
}

/** Keeps the working tree in the browser while it differs from the saved one, and removes it once it does not. */
function storeDraft(s: Session): boolean {
  if (sameTree(s.state.tree, s.saved)) {
    clearDraft(s.storage, s.view.page.id);
    return true;
  }
  return saveDraft(s.storage, { pageId: s.view.page.id, baseVersion: s.view.page.version, savedAt: s.now(), tree: s.state.tree });
}

/** What the editor is opened with. */
export interface OpenOptions {
  /** The content app the page belongs to. */
  app: string;
  /** The page as loaded (its newest version, drafts included), without its tree. */
  page: OpenPage;
  /** The page's block tree as loaded, parsed with `BlockTreeSchema`; its ids are unique. */
  tree: BlockInstance[];
  /** The page's language: the editor's strings and announcements are in it. */
  lang: Lang;
  /** The site's block types (code-backed and admin-defined). */
  types: readonly BlockTypeInfo[];
  /** Where the clipboard and drafts are kept; default `localStorage`, `null` for none. */
  storage?: KeyValueStorage | null;
  now?: () => number;
  newId?: NewId;
}

/**
 * Opens a page in the editor: a fresh history, the tree as loaded (not dirty), the clipboard from
 * storage, and unsaved work from an earlier visit offered back (`recovery`) when it differs from
 * what was loaded. Keeps drag as it is. Replaces any page open before.
 */
export function openEditor(options: OpenOptions): void {
  session?.stopListening();
  const { page, tree } = options;
  const storage = options.storage === null ? undefined : (options.storage ?? browserStorage());
  const offer = draftOffer(readDraft(storage, page.id), { version: page.version, tree });
  if (!offer) clearDraft(storage, page.id);
  const onStorage = (event: StorageEvent) => {
    if (session === opened && (event.key === CLIPBOARD_KEY || event.key === null)) $editor.set({ ...$editor.get(), clipboard: readClipboard(storage) });
  };
  const rules = blockRules(options.types);
  const opened: Session = {
    view: { app: options.app, lang: options.lang, rules, page },
    storage,
    now: options.now ?? Date.now,
    reduce: { rules, newId: options.newId ?? (() => crypto.randomUUID()) },
    state: initialState(tree),
    history: EMPTY_HISTORY,
    saved: tree,
    bases: [{ page, saved: tree }],
    baseOf: new WeakMap(),
    offer,
    // Another tab copied a block: this one pastes it too.
    stopListening: () => globalThis.removeEventListener?.("storage", onStorage),
  };
  globalThis.addEventListener?.("storage", onStorage);
  opened.baseOf.set(opened.state, 0);
  session = opened;
  publish(opened, { clipboard: readClipboard(storage), draftStored: true, clipboardStored: true, announcement: "" });
}

/** Closes the open page: the store is as before any page was opened. */
export function closeEditor(): void {
  session?.stopListening();
  session = undefined;
  $editor.set(CLOSED);
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
  const { state, error } = reduce(before, action, s.reduce);
  if (error) {
    $editor.set({ ...$editor.get(), error });
    return error;
  }
  s.baseOf.set(state, s.baseOf.get(before)!);
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
  const base = s.bases[s.baseOf.get(moved.state)!]!;
  s.view = { ...s.view, page: base.page };
  s.saved = base.saved;
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
  return s !== undefined && pasteRefusal(s.state.tree, $editor.get().clipboard, at, s.view.rules) === undefined;
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
  const target = keyboardMoveTarget(s.state.tree, id, move, s.view.rules);
  if (target && !dispatch({ type: "move", id, to: target })) {
    $editor.set({ ...$editor.get(), announcement: announceMove(s.state.tree, id, move.kind, s.view.lang, s.view.rules) });
    return true;
  }
  $editor.set({ ...$editor.get(), announcement: announceBlocked(s.state.tree, id, move, s.view.lang, s.view.rules) });
  return false;
}

/**
 * Records a successful save: `tree` is what was sent (edits made while saving stay dirty) and `page`
 * what the content service answered (its version and status). The draft is removed when nothing is
 * left unsaved.
 */
export function markSaved(tree: BlockInstance[], page: Partial<OpenPage> & { version: number }): void {
  const s = session;
  if (!s) return;
  updatePage(s, page, tree);
  publish(s, { draftStored: storeDraft(s) });
}

/**
 * Records a save of the page's own data beside its tree (its page settings): the page's new version,
 * state and data; the tree, what is saved of it and the undo history stay. Later saves build on it.
 */
export function markPageSaved(page: Partial<OpenPage> & { version: number }): void {
  const s = session;
  if (!s) return;
  updatePage(s, page);
  publish(s, { draftStored: storeDraft(s) });
}

/**
 * Makes `page` (saved with the tree `saved`) the version the work builds on and `tree` the tree, as
 * one undoable step: undoing it brings back the tree and the version before it, redoing it both
 * again. Used to take or merge a newer version and to restore unsaved work.
 */
export function adoptVersion(page: Partial<OpenPage> & { version: number }, saved: BlockInstance[], tree: BlockInstance[]): EditorError | undefined {
  const s = session;
  if (!s) return NOT_OPEN;
  const before = s.state;
  const error = dispatch({ type: "replace-tree", tree });
  if (error) return error;
  s.baseOf.set(s.state, s.bases.length);
  s.bases.push(s.bases[s.baseOf.get(before)!]!);
  updatePage(s, page, saved);
  publish(s, { draftStored: storeDraft(s) });
  return undefined;
}

/**
 * Notes that the page moved to `version` without the editor's tree being saved (a save made a draft
 * version of the published page, then its data was refused): the next save builds on `version`.
 */
export function rebase(version: number, newStatus: string | undefined): void {
  const s = session;
  if (!s) return;
  updatePage(s, { version, newStatus });
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
  if (adoptVersion({ version: baseVersion }, s.saved, tree)) return false;
  s.offer = null;
  publish(s);
  return true;
}

/** Drops the offered unsaved work, from the offer and from storage (unless newer work replaced it there). */
export function discardDraft(): void {
  const s = session;
  if (!s?.offer) return;
  s.offer = null;
  if (sameTree(s.state.tree, s.saved)) clearDraft(s.storage, s.view.page.id);
  publish(s);
}
