import { useCallback, useEffect, useRef, useState } from "react";
import type { Lang } from "../../i18n/locales.ts";
import { loadUiStrings, t } from "../../i18n/t.ts";
import { OFFERED_EVENT, rememberDismissal, type InstallPromptEvent } from "../../pwa/install.ts";
import { renderedBy } from "../rendered-by.ts";

/**
 * The install banner: a labelled region at the bottom of the page that does not take the focus;
 * "Install" opens the browser's own dialog, "Not now" (or Escape inside it) hides it for good. It
 * goes away when the app is installed. While it shows, the page gets as much room below its
 * footer as the banner is tall, so it never hides the end of the page.
 *
 * Hydrated by `client:installprompt` (src/pwa/install-directive.ts: an offer, from the second
 * page view on, when the browser is idle); the server renders nothing and so does the first
 * client render, so hydration always matches.
 */
export default function InstallPrompt({ lang }: { lang: Lang }) {
  const [offer, setOffer] = useState<InstallPromptEvent | null>(null);
  const [busy, setBusy] = useState(false);
  const region = useRef<HTMLElement>(null);
  const close = useCallback(() => {
    window.baukastenInstallOffer = null;
    setOffer(null);
    setBusy(false);
  }, []);
  useEffect(() => {
    // The banner shows once its language's strings are there (loaded with the offer, not with the page).
    const offered = () => {
      if (!window.baukastenInstallOffer) return setOffer(null);
      loadUiStrings(lang).then(
        () => setOffer(window.baukastenInstallOffer ?? null),
        () => setOffer(null),
      );
    };
    // Escape inside the banner means "not now", as for a dialog.
    const escape = (e: KeyboardEvent) => {
      if (e.key === "Escape" && region.current?.contains(document.activeElement)) {
        rememberDismissal();
        close();
      }
    };
    offered();
    addEventListener(OFFERED_EVENT, offered);
    addEventListener("appinstalled", close);
    document.addEventListener("keydown", escape);
    return () => {
      removeEventListener(OFFERED_EVENT, offered);
      removeEventListener("appinstalled", close);
      document.removeEventListener("keydown", escape);
    };
  }, [close, lang]);
  useEffect(() => {
    const banner = region.current;
    if (!offer || !banner) return;
    const body = document.body.style;
    const room = () => void (body.paddingBottom = `${banner.offsetHeight}px`);
    const observer = new ResizeObserver(room);
    observer.observe(banner);
    room();
    return () => {
      observer.disconnect();
      body.paddingBottom = "";
    };
  }, [offer]);
  if (!offer) return null;
  const dismiss = () => {
    rememberDismissal();
    close();
  };
  const install = async () => {
    setBusy(true);
    try {
      await offer.prompt();
      const { outcome } = await offer.userChoice;
      if (outcome === "dismissed") rememberDismissal();
    } finally {
      close();
    }
  };
  return (
    <section
      ref={region}
      aria-labelledby="install-title"
      lang={lang}
      // Hidden while the builder is open (src/styles/editor.css): it would cover the canvas and the fields sheet.
      className="fixed inset-x-0 bottom-0 z-[1000] border-t border-ink/15 bg-white p-4 shadow-lg"
      data-install-prompt=""
    >
      <div className="site-container flex flex-wrap items-center justify-between gap-3">
        <div className="max-w-prose">
          <h2 id="install-title" className="font-semibold text-main">
            {t(lang, "install.title")}
          </h2>
          <p className="text-sm">{t(lang, "install.text")}</p>
        </div>
        <div className="flex gap-3">
          <button type="button" className="rounded border border-main px-4 py-2 font-semibold text-main" onClick={dismiss}>
            {t(lang, "install.dismiss")}
          </button>
          <button type="button" className="rounded bg-main px-4 py-2 font-semibold text-white disabled:opacity-60" onClick={install} disabled={busy}>
            {t(lang, "install.accept")}
          </button>
        </div>
      </div>
    </section>
  );
}

// Renders nothing on the server: Astro cannot tell whose it is by trying (rendered-by.ts).
renderedBy(InstallPrompt, "@astrojs/react");
