import { useEffect, useRef, useState } from "react";
import { createRoot } from "react-dom/client";
import type { Lang } from "../../i18n/locales.ts";
import { t } from "../../i18n/t.ts";

/** What Chromium hands `beforeinstallprompt` listeners (not in the DOM typings). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

/** Set once the visitor said "not now" (or declined the browser's dialog): the prompt is not offered again. */
export const DISMISSED_KEY = "baukasten:install-dismissed";

function remember(): void {
  try {
    localStorage.setItem(DISMISSED_KEY, String(Date.now()));
  } catch {
    // No storage: it may come back next visit.
  }
}

/**
 * The install banner (issue 8 §3, spec §4): a labelled region at the bottom of the page that does
 * not take the focus; "Install" opens the browser's own dialog, "Not now" (or Escape inside it)
 * hides it for good. It goes away when the app is installed.
 */
export function InstallPrompt({ event, lang, onDone }: { event: InstallPromptEvent; lang: Lang; onDone: () => void }) {
  const [busy, setBusy] = useState(false);
  const region = useRef<HTMLElement>(null);
  useEffect(() => {
    const installed = () => onDone();
    // Escape inside the banner means "not now", as for a dialog.
    const escape = (e: KeyboardEvent) => {
      if (e.key === "Escape" && region.current?.contains(document.activeElement)) {
        remember();
        onDone();
      }
    };
    addEventListener("appinstalled", installed);
    document.addEventListener("keydown", escape);
    return () => {
      removeEventListener("appinstalled", installed);
      document.removeEventListener("keydown", escape);
    };
  }, [onDone]);
  const dismiss = () => {
    remember();
    onDone();
  };
  const install = async () => {
    setBusy(true);
    try {
      await event.prompt();
      const { outcome } = await event.userChoice;
      if (outcome === "dismissed") remember();
    } finally {
      onDone();
    }
  };
  return (
    <section
      ref={region}
      aria-labelledby="install-title"
      lang={lang}
      className="fixed inset-x-0 bottom-0 z-[1000] border-t border-ink/15 bg-white p-4 shadow-lg"
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

/** Mounts the banner for `event` (loaded only once the browser offers installation). */
export function showInstallPrompt(event: InstallPromptEvent, lang: Lang): void {
  const host = document.createElement("div");
  document.body.append(host);
  const root = createRoot(host);
  const done = () => {
    root.unmount();
    host.remove();
  };
  root.render(<InstallPrompt event={event} lang={lang} onDone={done} />);
}
