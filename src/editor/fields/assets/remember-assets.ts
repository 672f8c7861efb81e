import type { AssetInfo } from "../../../lib/content/model.ts";
import { knownItems } from "../picker/known-items.ts";
import { $knownAssets } from "./known-assets.ts";

/**
 * The asset picker's known items, kept in the canvas's `$knownAssets` (apart, so the builder's first
 * load holds the store and not the picker's code); an asset whose URL changed (a new version) is replaced.
 */
export const knownAssets = knownItems<AssetInfo>((known, fresh) => known.url === fresh.url, $knownAssets);
export const rememberAssets = knownAssets.remember;
