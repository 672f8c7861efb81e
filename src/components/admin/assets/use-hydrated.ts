import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False while rendered on the server and during hydration, true once the island runs: an island
 * that is useless without JavaScript shows its plain fallback (`children`) until then.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
