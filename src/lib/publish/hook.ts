/** A content event as received by the publish hook. */
export interface PublishEvent {
  type: string;
  schema: string | undefined;
  contentId: string | undefined;
  status: string | undefined;
  receivedAt: number;
}

export type PublishListener = (event: PublishEvent) => void | Promise<void>;

const KEY = Symbol.for("baukasten.publishListeners");
type Registry = { [KEY]?: Set<PublishListener> };
const listeners = () => ((globalThis as Registry)[KEY] ??= new Set());

/** Registers `fn` to run after every accepted content event; returns an unregister function. */
export function registerPublishListener(fn: PublishListener): () => void {
  listeners().add(fn);
  return () => listeners().delete(fn);
}

/**
 * Tells every listener about `event` without waiting for them; a failing listener is logged and
 * never affects the hook's answer. No listener is registered by default (rebuilds come later).
 */
export function notifyPublish(event: PublishEvent): void {
  for (const fn of listeners()) {
    Promise.resolve()
      .then(() => fn(event))
      .catch((error: unknown) => console.error("publish listener failed", error));
  }
}
