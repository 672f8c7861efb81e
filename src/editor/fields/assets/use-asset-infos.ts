import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import type { AssetInfo } from "../../../lib/content/model.ts";
import { assetsByIds } from "./asset-api.ts";
import { $knownAssets, rememberAssets } from "./known-assets.ts";

/**
 * What the builder knows of the assets `ids` (for thumbnails and names): from `$knownAssets`,
 * fetching the ones it does not know yet once. An id the service no longer has stays `undefined`.
 */
export function useAssetInfos(app: string | undefined, ids: readonly string[]): (AssetInfo | undefined)[] {
  const known = useStore($knownAssets);
  const missing = ids.filter((id) => !known.has(id));
  const key = missing.join(",");
  useEffect(() => {
    if (!app || !key) return;
    let live = true;
    assetsByIds(app, key.split(","))
      .then((assets) => live && rememberAssets(assets))
      .catch((error: unknown) => console.error("baukasten: assets could not be read", error));
    return () => {
      live = false;
    };
  }, [app, key]);
  return ids.map((id) => known.get(id));
}
