import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import type { KnownItems } from "./known-items.ts";

/**
 * What `known` holds of `ids`, in order (`undefined` for one it does not hold), fetching the ones it
 * lacks once with `fetchByIds` (none while that is `undefined`; pass a stable function, e.g. from
 * `useMemo`). An id the service does not have stays `undefined` and is not asked for again.
 */
export function useKnownItems<T extends { id: string }>(
  known: KnownItems<T>,
  ids: readonly string[],
  fetchByIds: ((ids: string[]) => Promise<T[]>) | undefined,
): (T | undefined)[] {
  const map = useStore(known.$known);
  const missing = ids.filter((id) => !map.has(id)).join(",");
  useEffect(() => {
    if (!fetchByIds || !missing) return;
    let live = true;
    fetchByIds(missing.split(","))
      .then((items) => live && known.remember(items))
      .catch((error: unknown) => console.error("baukasten: the chosen items could not be read", error));
    return () => {
      live = false;
    };
  }, [known, fetchByIds, missing]);
  return ids.map((id) => map.get(id));
}
