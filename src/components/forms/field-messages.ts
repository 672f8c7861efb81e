import {
  fieldFlags,
  partsOf,
  pathOf,
  readPart,
  shouldShowError,
  type FieldFlags,
  type FormField,
  type FormModel,
  type Part,
  type Visibility,
} from "../../forms/index.ts";
import type { ErrorDetails } from "../../lib/errors/http-error.ts";
import { fieldStateAt, type FormState } from "./form-state.ts";

/** Messages by path: `validateForm`'s errors, a JSON error's `details`, or a control's own problems. */
export type Messages = Readonly<Record<string, readonly string[]>>;

/**
 * The messages of one partition in `messages`: those of its path (`title.de`), or, for the first
 * partition only, those of the whole field (`title`, as `validateForm` gives for a value of the
 * wrong shape and a server may give), so a message shows once.
 */
export function messagesAt(messages: Messages | undefined, field: FormField, part: Part): readonly string[] {
  if (!messages) return [];
  const path = pathOf(field.name, part);
  if (Object.hasOwn(messages, path)) return messages[path]!;
  return part === partsOf(field)[0] && Object.hasOwn(messages, field.name) ? messages[field.name]! : [];
}

/** What one partition of a field shows now. */
export interface PartView {
  path: string;
  value: unknown;
  /** Its flags, for `flagAttributes`; invalid counts the server's messages too. */
  flags: FieldFlags;
  /**
   * The message to show now, if any: the form's own once the visibility rules allow it (after
   * blur, checkboxes once changed, all after a submit attempt), else the server's until the
   * partition is changed.
   */
  message?: string;
}

export interface PartViewInput {
  field: FormField;
  part: Part;
  state: FormState;
  /** `validateForm`'s errors for the committed data. */
  errors: Messages;
  serverErrors?: ErrorDetails;
  /** When messages show; the kind's default (blur, dirty for checkboxes) when not given. */
  visibility?: Visibility;
  /** Counts as submitted without a submit attempt of its own (the builder after an attempt to publish): every message shows. */
  submitted?: boolean;
}

/** What one partition of a field shows: its value, flags and visible message. */
export function partView({ field, part, state, errors, serverErrors, visibility, submitted: marked }: PartViewInput): PartView {
  const path = pathOf(field.name, part);
  const local = state.localErrors[path];
  const own = local === undefined ? messagesAt(errors, field, part) : [local];
  const server = state.editedSinceServer[path] ? [] : messagesAt(serverErrors, field, part);
  const fieldState = fieldStateAt(state, field.name, part);
  const submitted = state.submits > 0 || marked === true;
  const showOwn = shouldShowError(fieldFlags(fieldState, submitted, own), field.kind, visibility);
  const message = showOwn ? own[0] : server[0];
  return {
    path,
    value: readPart(state.data, field.name, part),
    flags: fieldFlags(fieldState, submitted, [...own, ...server]),
    ...(message === undefined ? {} : { message }),
  };
}

/** The first partition, in the form's order, with a message in `messages`: the one to focus. */
export function firstInvalidPath(model: FormModel, messages: Messages | undefined): string | undefined {
  for (const field of model.fields) {
    for (const part of partsOf(field)) if (messagesAt(messages, field, part).length) return pathOf(field.name, part);
  }
  return undefined;
}

/**
 * Messages in `messages` that belong to no field of the form: those about the request as a whole
 * (`""`) and those about fields the form does not show. The form lists them in its summary, so
 * none is lost.
 */
export function unplacedMessages(model: FormModel, messages: Messages | undefined): string[] {
  if (!messages) return [];
  const placed = new Set<string>();
  for (const field of model.fields) {
    placed.add(field.name);
    for (const part of partsOf(field)) placed.add(pathOf(field.name, part));
  }
  return Object.entries(messages).flatMap(([path, list]) => (placed.has(path) ? [] : list));
}

/**
 * The messages of `details` under `prefix`, keyed by the rest of their path: a form for a nested
 * object (a block at `blocks.2`) shows the messages of a response about the whole.
 */
export function scopeMessages(details: Messages | undefined, prefix: string): Record<string, readonly string[]> {
  const scoped: Record<string, readonly string[]> = {};
  if (!details) return scoped;
  for (const [path, list] of Object.entries(details)) if (path.startsWith(`${prefix}.`)) scoped[path.slice(prefix.length + 1)] = list;
  return scoped;
}
