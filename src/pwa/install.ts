/**
 * What the install prompt's directive (install-directive.ts) and its banner
 * (src/components/pwa/InstallPrompt.tsx) share: they are bundled apart, so they meet on `window`.
 */

/** What Chromium hands `beforeinstallprompt` listeners (not in the DOM typings). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

/** Set once the visitor said "not now" (or declined the browser's dialog): the prompt is not offered again. */
const DISMISSED_KEY = "baukasten:install-dismissed";

/** Fired on `window` each time the browser offers installation again (the banner listens once loaded). */
export const OFFERED_EVENT = "baukasten:install-offered";

/** How many pages this browser has shown of the site (localStorage), counting the current one. */
const VIEWS_KEY = "baukasten:views";

/**
 * A visitor is offered installation from their second page view on, or on the first once it has
 * been visible this long (they are reading): nobody pays for the banner before reading anything.
 */
export const READING_MS = 30_000;

declare global {
  interface Window {
    /** The browser's latest offer, held back from its own mini-infobar until the visitor decides. */
    baukastenInstallOffer?: InstallPromptEvent | null;
  }
  interface WindowEventMap {
    beforeinstallprompt: InstallPromptEvent;
  }
}

export function dismissedBefore(): boolean {
  try {
    return localStorage.getItem(DISMISSED_KEY) !== null;
  } catch {
    return false;
  }
}

export function rememberDismissal(): void {
  try {
    localStorage.setItem(DISMISSED_KEY, String(Date.now()));
  } catch {
    // No storage: it may come back next visit.
  }
}

/**
 * Counts this page view and returns its number for this browser (1 on a first visit). Without
 * storage every view counts as a first one, and the reading time decides.
 */
export function countView(): number {
  try {
    const views = Math.min(1_000, (Number(localStorage.getItem(VIEWS_KEY)) || 0) + 1);
    localStorage.setItem(VIEWS_KEY, String(views));
    return views;
  } catch {
    return 1;
  }
}
