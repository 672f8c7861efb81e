import { useStore } from "@nanostores/react";
import { useEffect, useState } from "react";
import { loadBlockViews, typesIn } from "../../blocks/registry.editor.ts";
import { Button } from "../../components/ui/Button.tsx";
import { Dialog } from "../../components/ui/Dialog.tsx";
import { LOCALE_TAGS } from "../../i18n/locales.ts";
import { useBuilderText } from "../builder-text.ts";
import { loadPageVersion, loadVersions, type PageHistory } from "../io/page-io.ts";
import { notify } from "../notices.ts";
import { statusKey } from "./status-key.ts";
import { $versions, closeVersions, previewVersion } from "./versions-store.ts";
import { useEditor } from "../use-editor.ts";

/** The list of the page's versions, newest first: number, status, when and by whom; "Ansehen" previews one in the canvas. Loaded on demand. */
export default function VersionsDialog() {
  const text = useBuilderText();
  const session = useEditor((editor) => editor.session);
  const { open } = useStore($versions);
  const [history, setHistory] = useState<PageHistory | "loading" | "failed">("loading");
  const [opening, setOpening] = useState<number | null>(null);
  const [attempt, setAttempt] = useState(0);
  const pageId = session?.page.id;

  useEffect(() => {
    if (!open || !pageId) return;
    let current = true;
    loadVersions(pageId)
      .then((loaded) => current && setHistory(loaded ?? "failed"))
      .catch((error: unknown) => {
        console.error("baukasten: the versions could not be loaded", error);
        if (current) setHistory("failed");
      });
    return () => {
      current = false;
    };
  }, [open, pageId, attempt]);

  if (!open || !session) return null;
  const { lang } = session;
  const when = (iso: string | undefined) =>
    iso ? new Intl.DateTimeFormat(LOCALE_TAGS[lang], { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso)) : text("builder.versions.unknownTime");
  const status = (value: string) => {
    const key = statusKey(value);
    return key ? text(key) : value;
  };
  const show = async (version: number, at: string | undefined) => {
    setOpening(version);
    try {
      const page = await loadPageVersion(session.app, session.page.id, version);
      if (!page) throw new Error(`version ${version} is gone`);
      // The version shows as visitors saw it: the views of its block types first.
      await loadBlockViews(typesIn(page.tree));
      previewVersion(at ? { ...page, at } : page);
      notify(text("builder.versions.previewing", { version }));
    } catch (error) {
      console.error("baukasten: the version could not be loaded", error);
      setHistory("failed");
    } finally {
      setOpening(null);
    }
  };

  return (
    <Dialog title={text("builder.versions.title")} isOpen isDismissable onOpenChange={(isOpen) => !isOpen && closeVersions()} width="max-w-xl">
      <div lang={lang} className="flex flex-col gap-3 text-sm" data-versions="">
        {history === "loading" && <p role="status">{text("builder.versions.loading")}</p>}
        {history === "failed" && (
          <p role="alert" className="flex flex-wrap items-center gap-2">
            {text("builder.versions.failed")}
            <Button
              tone="quiet"
              onPress={() => {
                setHistory("loading");
                setAttempt((n) => n + 1);
              }}
            >
              {text("builder.conflict.retry")}
            </Button>
          </p>
        )}
        {typeof history === "object" && (
          <>
            <ol className="flex flex-col divide-y divide-ink/15">
              {history.versions.map((entry) => (
                <li key={entry.version} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2" data-version={entry.version}>
                  <span className="font-semibold">{text("builder.versions.version", { version: entry.version })}</span>
                  <span>{status(entry.status)}</span>
                  {entry.version === history.version && <span>({text("builder.versions.current")})</span>}
                  <span className="me-auto">
                    {when(entry.at)}
                    {entry.by ? ` · ${text("builder.versions.by", { who: entry.by })}` : ""}
                  </span>
                  <Button
                    tone="quiet"
                    aria-label={text("builder.versions.previewLabel", { version: entry.version })}
                    isDisabled={opening !== null}
                    onPress={() => void show(entry.version, entry.at)}
                  >
                    {text("builder.versions.preview")}
                  </Button>
                </li>
              ))}
            </ol>
            {history.more && <p>{text("builder.versions.limit", { count: history.versions.length })}</p>}
          </>
        )}
        <div>
          <Button tone="quiet" onPress={() => closeVersions()}>
            {text("builder.versions.close")}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
