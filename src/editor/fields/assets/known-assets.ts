import { atom } from "nanostores";
import type { AssetInfo } from "../../../lib/content/model.ts";

/**
 * Assets the builder learned about while it is open (listed in the picker, uploaded, fetched for a
 * thumbnail), by id; the picker fills it (`remember-assets.ts`). The canvas adds them to the site's
 * assets, so an image uploaded a moment ago shows in its block at once.
 */
export const $knownAssets = atom<ReadonlyMap<string, AssetInfo>>(new Map());

/** `site` with the assets the builder learned about added (the same object while there are none). */
export function withKnownAssets<S extends { assets: Map<string, AssetInfo> }>(site: S, known: ReadonlyMap<string, AssetInfo>): S {
  if (!known.size) return site;
  return { ...site, assets: new Map([...site.assets, ...known]) };
}
