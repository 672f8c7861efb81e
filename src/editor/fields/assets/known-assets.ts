import { atom } from "nanostores";
import type { AssetInfo } from "../../../lib/content/model.ts";

/**
 * Assets the builder learned about while it is open (listed in the picker, uploaded, fetched for a
 * thumbnail), by id. The canvas adds them to the site's assets, so an image uploaded a moment ago
 * shows in its block at once.
 */
export const $knownAssets = atom<ReadonlyMap<string, AssetInfo>>(new Map());

/** Adds assets to `$knownAssets` (a new map only when something changed). */
export function rememberAssets(assets: readonly AssetInfo[]): void {
  const known = $knownAssets.get();
  const fresh = assets.filter((asset) => known.get(asset.id)?.url !== asset.url);
  if (!fresh.length) return;
  const next = new Map(known);
  for (const asset of fresh) next.set(asset.id, asset);
  $knownAssets.set(next);
}

/** `site` with the assets the builder learned about added (the same object while there are none). */
export function withKnownAssets<S extends { assets: Map<string, AssetInfo> }>(site: S, known: ReadonlyMap<string, AssetInfo>): S {
  if (!known.size) return site;
  return { ...site, assets: new Map([...site.assets, ...known]) };
}
