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
export const DISMISSED_KEY = "baukasten:install-dismissed";

/** Fired on `window` each time the browser offers installation again (the banner listens once loaded). */
export const OFFERED_EVENT = "baukasten:install-offered";

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
