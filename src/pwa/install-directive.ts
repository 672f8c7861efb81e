import type { ClientDirective } from "astro";
import { OFFERED_EVENT, dismissedBefore } from "./install.ts";

/**
 * `client:installprompt` (issue 8 §3): the island stays unloaded, no React and no request, until
 * the browser fires `beforeinstallprompt`, and stays so for good once the visitor dismissed the
 * prompt. Astro inlines this directive into the page; the banner's code loads only on the offer.
 */
const installPrompt: ClientDirective = (load) => {
  let hydrated: Promise<void> | undefined;
  addEventListener("beforeinstallprompt", (event) => {
    if (dismissedBefore()) return;
    event.preventDefault();
    window.baukastenInstallOffer = event;
    dispatchEvent(new Event(OFFERED_EVENT));
    hydrated ??= load().then((hydrate) => hydrate());
  });
};

export default installPrompt;
