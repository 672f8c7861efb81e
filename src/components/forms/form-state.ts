import {
  blurField,
  changeField,
  createFieldState,
  pathOf,
  readPart,
  splitPath,
  writePart,
  type ContentData,
  type FieldState,
  type Part,
} from "../../forms/index.ts";

/** What a generated form keeps between renders; changed only by `formReducer`. */
export interface FormState {
  /** What the controls show: the latest input. */
  readonly data: ContentData;
  /**
   * What was last validated and reported: `data` once the input delay has passed after the last
   * change, or at once when focus leaves a field and on a submit attempt.
   */
  readonly committed: ContentData;
  /** The state of each partition a user has touched, by path; the others are untouched. */
  readonly fields: Readonly<Record<string, FieldState>>;
  /** Submit attempts so far; from the first one on, every message shows. */
  readonly submits: number;
  /** How many sets of server errors have come, so each set is announced. */
  readonly serverRounds: number;
  /** Paths changed since the current server errors came: their server messages no longer apply. */
  readonly editedSinceServer: Readonly<Record<string, true>>;
  /** Problems a control found that `validateForm` cannot see (text that is not JSON yet), by path. */
  readonly localErrors: Readonly<Record<string, string>>;
}

export type FormAction =
  | { type: "change"; name: string; part: Part; value: unknown }
  | { type: "blur"; path: string }
  /** The input delay has passed: validate and report what the controls show. */
  | { type: "commit" }
  | { type: "submit" }
  /** New values from outside (an undo in the builder): shown and committed at once. */
  | { type: "sync"; data: ContentData }
  | { type: "serverErrors" }
  | { type: "localError"; path: string; message: string | undefined };

/** The state of a form that starts with `data`. */
export function initFormState(data: ContentData): FormState {
  return { data, committed: data, fields: {}, submits: 0, serverRounds: 0, editedSinceServer: {}, localErrors: {} };
}

/** The state of one partition: the one kept for it, or a fresh one for its value in `data` when nobody touched it. */
export function fieldStateAt(state: FormState, name: string, part: Part): FieldState {
  const path = pathOf(name, part);
  return Object.hasOwn(state.fields, path) ? state.fields[path]! : createFieldState(readPart(state.data, name, part));
}

function sync(state: FormState, data: ContentData): FormState {
  const fields: Record<string, FieldState> = {};
  for (const [path, field] of Object.entries(state.fields)) {
    const { name, part } = splitPath(path);
    fields[path] = changeField(field, readPart(data, name, part));
  }
  return { ...state, data, committed: data, fields };
}

/** The form after `action`; the same object when nothing changes, so React skips the render. */
export function formReducer(state: FormState, action: FormAction): FormState {
  switch (action.type) {
    case "change": {
      const path = pathOf(action.name, action.part);
      const field = changeField(fieldStateAt(state, action.name, action.part), action.value);
      return {
        ...state,
        data: writePart(state.data, action.name, action.part, action.value),
        fields: { ...state.fields, [path]: field },
        editedSinceServer: state.editedSinceServer[path] ? state.editedSinceServer : { ...state.editedSinceServer, [path]: true },
      };
    }
    case "blur": {
      const { name, part } = splitPath(action.path);
      const field = fieldStateAt(state, name, part);
      const blurred = blurField(field);
      if (blurred === state.fields[action.path] && state.committed === state.data) return state;
      return { ...state, committed: state.data, fields: { ...state.fields, [action.path]: blurred } };
    }
    case "commit":
      return state.committed === state.data ? state : { ...state, committed: state.data };
    case "submit":
      return { ...state, committed: state.data, submits: state.submits + 1 };
    case "sync":
      return sync(state, action.data);
    case "serverErrors":
      return { ...state, serverRounds: state.serverRounds + 1, editedSinceServer: {} };
    case "localError": {
      if (state.localErrors[action.path] === action.message) return state;
      const localErrors = { ...state.localErrors };
      if (action.message === undefined) delete localErrors[action.path];
      else localErrors[action.path] = action.message;
      return { ...state, localErrors };
    }
  }
}
