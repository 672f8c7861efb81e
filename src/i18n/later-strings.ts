/**
 * The UI strings only parts loaded on demand use (`LATER_PREFIXES` of the browser-strings plugin:
 * the labels of a form's choices). On the server (and in tests) every string is always there; browser
 * bundles get `later-strings.browser.ts` (package.json `imports`, condition `browser`). Import this
 * module as `#later-strings`, never by its path, and only from code loaded on demand.
 */
export function loadLaterUiStrings(): Promise<void> {
  return Promise.resolve();
}
