import type { ClientDirective } from "astro";
import { EDITOR_HINT } from "../lib/auth/editor-hint.ts";
import { OFFERED_EVENT, READING_MS, countView, dismissedBefore } from "./install.ts";

/**
 * `client:installprompt`: the install banner's island. When the browser offers installation
 * (`beforeinstallprompt`), the offer is held back (no mini-infobar) and the banner's code (React
 * included) is loaded while the browser is idle, but only from the visitor's second page view on,
 * or once the first page has been visible for READING_MS: a first view requests no script at all.
 * Never after a dismissal, and never while the editor hint is set (the banner would sit over the
 * builder's toolbar). Astro inlines this directive into the page.
 */
const installPrompt: ClientDirective = (load) => {
  let due = countView() > 1;
  let requested = false;
  const hydrate = () => {
    if (requested || !due || !window.baukastenInstallOffer) return;
    requested = true;
    const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1));
    idle(() => void load().then((hydrateIsland) => hydrateIsland()));
  };
  if (!due) {
    // Reading time counts while the page is visible.
    let left = READING_MS;
    let since = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const track = () => {
      clearTimeout(timer);
      if (document.visibilityState === "visible") {
        since = Date.now();
        timer = setTimeout(() => {
          due = true;
          document.removeEventListener("visibilitychange", track);
          hydrate();
        }, left);
      } else if (since) left = Math.max(0, left - (Date.now() - since));
    };
    document.addEventListener("visibilitychange", track);
    track();
  }
  addEventListener("beforeinstallprompt", (event) => {
    if (dismissedBefore() || document.cookie.split(";").some((part) => part.trim() === `${EDITOR_HINT}=1`)) return;
    event.preventDefault();
    window.baukastenInstallOffer = event;
    dispatchEvent(new Event(OFFERED_EVENT));
    hydrate();
  });
};

export default installPrompt;
