import { atom } from "nanostores";
import type { Lang } from "../i18n/locales.ts";
import type { LoadedPage } from "./io/page-io.ts";
import type { BlockRules } from "./rules.ts";

/** The open builder's frame: what the page is, in which language the editor works, the site's block rules. */
export interface BuilderSession {
  app: string;
  lang: Lang;
  rules: BlockRules;
  page: LoadedPage;
  /** Whether the open page has changes not saved to the content service (asked by the editor bar before logging out). */
  unsaved(): boolean;
}

/**
 * The open builder's session; null while edit mode is off. Browser-only. The editor bar reads edit
 * mode here: this module pulls in no builder code, so the bar stays small on every page.
 */
export const $builder = atom<BuilderSession | null>(null);

/** What the builder's live region says next (a polite announcement: a copy, a deletion, a save). */
export const $notice = atom<{ text: string; at: number } | null>(null);

/** Says `text` in the builder's live region. */
export function notify(text: string): void {
  $notice.set({ text, at: Date.now() });
}
