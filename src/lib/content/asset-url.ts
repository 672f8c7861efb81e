/** What names an asset's file: the fields of a Squidex asset the URL is made of. */
export interface AssetFileRef {
  id: string;
  fileName: string;
  slug?: string | null | undefined;
  fileVersion?: number | null | undefined;
}

/**
 * Where the site's views load an asset's file: through the site's `/cms` proxy, by id and slug (the
 * file name when it has none), with `?version=<fileVersion>` when the service reports one, so a
 * replaced file gets a new URL and the bytes behind one never change.
 */
export function assetUrl(app: string, asset: AssetFileRef): string {
  const version = Number.isInteger(asset.fileVersion) ? `?version=${asset.fileVersion}` : "";
  return `/cms/api/assets/${app}/${asset.id}/${encodeURIComponent(asset.slug ?? asset.fileName)}${version}`;
}
