/** A content event as received by the publish hook. */
export interface PublishEvent {
  type: string;
  schema: string | undefined;
  contentId: string | undefined;
  status: string | undefined;
  receivedAt: number;
}

export type PublishListener = (event: PublishEvent) => void | Promise<void>;

/** Who hears of accepted content events (the cache, the site data, later the rebuild queue). */
export interface PublishListeners {
  /** Registers `fn` to run after every accepted content event; returns an unregister function. */
  on(fn: PublishListener): () => void;
  /**
   * Tells every listener about `event` without waiting for them; a failing listener is logged and
   * never affects the hook's answer.
   */
  notify(event: PublishEvent): void;
}

export function createPublishListeners(): PublishListeners {
  const listeners = new Set<PublishListener>();
  return {
    on(fn) {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    notify(event) {
      for (const fn of listeners) {
        Promise.resolve()
          .then(() => fn(event))
          .catch((error: unknown) => console.error("publish listener failed", error));
      }
    },
  };
}
