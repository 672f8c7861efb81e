/**
 * Resolves to `module` once the UI strings loaded later (`#later-strings`: the labels of choices,
 * the builder's page hints, conflict, asset, reference and component texts) are there too. Code
 * loaded on demand that shows such strings comes through here, so it never shows a bare key.
 */
export function withLaterStrings<T>(module: Promise<T>): Promise<T> {
  return Promise.all([module, import("#later-strings").then((strings) => strings.loadLaterUiStrings())]).then(([loaded]) => loaded);
}
