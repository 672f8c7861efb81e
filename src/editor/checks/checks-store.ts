import { atom, computed } from "nanostores";
import { withLaterStrings } from "../../i18n/later.ts";
import { DEFAULT_LANG, type Lang } from "../../i18n/locales.ts";
import { t } from "../../i18n/t.ts";
import type { SiteData } from "../../lib/content/model.ts";
import { $editor } from "../store.ts";
import { blockCommand, focusBlock } from "../commands.ts";
import { focusField, notify } from "../notices.ts";
import type { Check } from "./check.ts";
import type { createChecker } from "./engine.ts";
import type { PageChecks } from "./page-checks.ts";

type Engine = typeof createChecker;

/** The site the open builder shows (its colours, themes and admin-defined block types); set by the checks panel. */
export const $checkSite = atom<SiteData | null>(null);

/** The checks panel is open. */
export const $checksOpen = atom(false);

/** A request to move the focus into the checks panel: to its top, or to the first entry of a block. */
export const $checksFocus = atom<{ blockId?: string; at: number } | null>(null);

/** The checker's code, once loaded (`loadChecks`). */
const $engine = atom<Engine | null>(null);
let loading: Promise<Engine> | undefined;

/** Loads the checker (the forms' rules come with it) unless it is loaded or on its way; after a failed load (offline) the next call tries again. */
export function loadChecks(): Promise<Engine> {
  loading ??= withLaterStrings(import("./engine.ts")).then(
    ({ createChecker }) => {
      $engine.set(createChecker);
      return createChecker;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

const NONE: PageChecks = { errors: [], hints: [] };
let checker: { engine: Engine; site: SiteData | null; lang: Lang; check: ReturnType<Engine> } | undefined;

function checkerFor(engine: Engine, site: SiteData | null, lang: Lang): ReturnType<Engine> {
  if (checker?.engine !== engine || checker.site !== site || checker.lang !== lang) checker = { engine, site, lang, check: engine(site, lang) };
  return checker.check;
}

/** The open page's tree: it changes with the tree only, not with a selection, a drag or an announcement. */
const $tree = computed($editor, (editor) => editor.tree);

/** The open page's session: it changes when the page does (opened, saved, closed), not with the tree. */
const $session = computed($editor, (editor) => editor.session);

/**
 * What the checks find on the open page as it is now, in the builder's language: recomputed on
 * every change of the tree (only the blocks a change replaced are checked again); empty while no
 * builder is open or the checker is still loading.
 */
export const $checks = computed([$engine, $tree, $session, $checkSite], (engine, tree, session, site): PageChecks => {
  if (!engine || !session) return NONE;
  return checkerFor(engine, site, session.lang)({ tree, page: { id: session.page.id, data: session.page.data }, ...(site ? { site } : {}) });
});

/** Opens the checks panel and moves the focus into it (to the first entry about `blockId` when given). */
export function showChecks(blockId?: string): void {
  $checksOpen.set(true);
  $checksFocus.set({ ...(blockId ? { blockId } : {}), at: Date.now() });
}

/** Closes the checks panel. */
export function hideChecks(): void {
  $checksOpen.set(false);
}

/**
 * Why the page cannot be published yet, or undefined when it can: while it has errors, says so in
 * the live region, opens the checks panel with the list and answers the message (to show beside
 * the Publish button); nothing is saved or published.
 */
export async function publishRefusal(): Promise<string | undefined> {
  await loadChecks();
  const { errors } = $checks.get();
  if (!errors.length) return undefined;
  const message = t($editor.get().session?.lang ?? DEFAULT_LANG, "builder.checks.refused", { count: errors.length });
  notify(message);
  showChecks();
  return message;
}

/**
 * Jumps to where a check points: makes its block the current one and asks the fields panel for
 * the field (`focusField`). When nothing took the focus a frame later (no fields panel, or it does
 * not show that field), the block's handle gets it, so the editor lands on the block either way.
 */
export function jumpTo(check: Check): void {
  const { blockId, path } = check;
  if (!blockId) return;
  const from = document.activeElement;
  if ($editor.get().current !== blockId) blockCommand(blockId, "select");
  if (path) focusField(blockId, path);
  requestAnimationFrame(() => {
    if (document.activeElement === from || document.activeElement === document.body) focusBlock(blockId);
  });
}
