import type { Fields } from "../lib/content/model.ts";
import type { BlockInstance } from "../lib/tree/block.ts";
import { copyBlock, type NewId } from "../lib/tree/copy-block.ts";
import { duplicateBlock } from "../lib/tree/duplicate-block.ts";
import { findBlock } from "../lib/tree/find-block.ts";
import { findDuplicateId } from "../lib/tree/find-duplicate-id.ts";
import { insertBlock, type BlockPosition } from "../lib/tree/insert-block.ts";
import { moveBlock } from "../lib/tree/move-block.ts";
import { removeBlock } from "../lib/tree/remove-block.ts";
import { replaceFields } from "../lib/tree/replace-fields.ts";
import { sameValue } from "../lib/tree/same-tree.ts";
import { setShown } from "../lib/tree/set-shown.ts";
import { TreeError } from "../lib/tree/tree-error.ts";
import type { EditorAction } from "./actions.ts";
import { activatePath, listKey, normalizeActive, type ActiveMap } from "./active.ts";
import type { EditorError } from "./errors.ts";
import { placementRefusal, type BlockRules } from "./rules.ts";
import type { EditorState } from "./state.ts";

/** What the reducer needs besides the state: the site's block rules and where fresh ids come from. */
export interface ReduceContext {
  rules: BlockRules;
  newId: NewId;
}

/**
 * The outcome of one action. On a refusal `state` is the state given (same object) and `error` says
 * why. The tree changed exactly when `state.tree` is a different object from the one given.
 */
export interface ReduceResult {
  state: EditorState;
  error?: EditorError;
}

/** Thrown inside the reducer for a refusal that is not a tree operation's own; caught in `reduce`. */
class Refusal extends Error {
  readonly error: EditorError;
  constructor(error: EditorError) {
    super(error.code);
    this.error = error;
  }
}

/** The state with block `id` current and active along its path. */
function focus(tree: BlockInstance[], active: ActiveMap, id: string): EditorState {
  const found = findBlock(tree, id);
  if (!found) throw new TreeError("not-found", id, `Block ${id} is not in the tree`);
  return { tree, active: normalizeActive(tree, activatePath(active, found)), current: id };
}

function place(state: EditorState, block: BlockInstance, at: BlockPosition, rules: BlockRules): EditorState {
  const refused = placementRefusal(state.tree, at.parentId, block, rules);
  if (refused) throw new Refusal({ code: refused, blockId: refused === "not-allowed" ? block.id : (at.parentId ?? undefined) });
  return focus(insertBlock(state.tree, block, at, rules.isContainer), state.active, block.id);
}

function move(state: EditorState, id: string, to: BlockPosition, rules: BlockRules): EditorState {
  const tree = moveBlock(state.tree, id, to, rules.isContainer);
  return focus(tree, state.active, id);
}

function remove(state: EditorState, id: string): EditorState {
  const found = findBlock(state.tree, id);
  if (!found) throw new TreeError("not-found", id, `Block ${id} is not in the tree`);
  const tree = removeBlock(state.tree, id);
  const siblings = (found.parent?.children ?? state.tree).toSpliced(found.index, 1);
  const sibling = siblings[found.index] ?? siblings[found.index - 1];
  const key = listKey(found.parent?.id ?? null);
  const active = sibling && state.active[key] === id ? { ...state.active, [key]: sibling.id } : state.active;
  const lost = state.current !== null && (state.current === id || findBlock(found.block.children ?? [], state.current) !== undefined);
  if (!lost) return { tree, active: normalizeActive(tree, active), current: state.current };
  const next = sibling ?? found.parent;
  return next ? focus(tree, active, next.id) : { tree, active: normalizeActive(tree, active), current: null };
}

function updateFields(state: EditorState, id: string, changes: Partial<Fields>): EditorState {
  const found = findBlock(state.tree, id);
  if (!found) throw new TreeError("not-found", id, `Block ${id} is not in the tree`);
  const unchanged = Object.entries(changes).every(([name, value]) => sameValue(found.block.fields[name], value));
  return focus(unchanged ? state.tree : replaceFields(state.tree, id, changes), state.active, id);
}

function replaceTree(state: EditorState, tree: BlockInstance[]): EditorState {
  const duplicate = findDuplicateId(tree);
  if (duplicate !== undefined) throw new Refusal({ code: "duplicate-id", blockId: duplicate });
  const current = state.current !== null && findBlock(tree, state.current) ? state.current : null;
  return { tree, active: normalizeActive(tree, state.active), current };
}

function apply(state: EditorState, action: EditorAction, { rules, newId }: ReduceContext): EditorState {
  switch (action.type) {
    case "insert":
      return place(state, action.block, action.at, rules);
    case "paste":
      return place(state, copyBlock(action.block, newId), action.at, rules);
    case "move":
      return move(state, action.id, action.to, rules);
    case "remove":
      return remove(state, action.id);
    case "duplicate": {
      const { tree, copy } = duplicateBlock(state.tree, action.id, newId);
      return focus(tree, state.active, copy.id);
    }
    case "update-fields":
      return updateFields(state, action.id, action.changes);
    case "set-shown":
      return focus(setShown(state.tree, action.id, action.shown), state.active, action.id);
    case "replace-tree":
      return replaceTree(state, action.tree);
    case "set-active":
      return focus(state.tree, state.active, action.id);
    default:
      throw new Refusal({ code: "unknown-action" });
  }
}

/**
 * Applies one builder action to the state through the pure tree operations (src/lib/tree). Never
 * throws: an action that cannot apply (unknown block, a move into itself, a type not allowed
 * where it would go, a bad index, a taken id) leaves the state as it was and reports an
 * {@link EditorError}. Untouched subtrees keep their identity, so views can skip them; an action
 * that changes nothing returns the state given.
 */
export function reduce(state: EditorState, action: EditorAction, context: ReduceContext): ReduceResult {
  try {
    const next = apply(state, action, context);
    const same = next.tree === state.tree && next.active === state.active && next.current === state.current;
    return { state: same ? state : next };
  } catch (error) {
    if (error instanceof Refusal) return { state, error: error.error };
    if (error instanceof TreeError) return { state, error: { code: error.reason, blockId: error.blockId } };
    return { state, error: { code: "internal", detail: error instanceof Error ? error.message : String(error) } };
  }
}
