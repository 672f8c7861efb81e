import { useStore } from "@nanostores/react";
import { useEffect, useRef, useState } from "react";
import { Button } from "../../components/ui/Button.tsx";
import { Dialog } from "../../components/ui/Dialog.tsx";
import { LOCALE_TAGS } from "../../i18n/locales.ts";
import type { BlockInstance } from "../../lib/tree/block.ts";
import { $editor } from "../store.ts";
import { useBuilderText } from "../builder-text.ts";
import { loadPage, loadPageVersion, loadVersions, type LoadedPage } from "../io/page-io.ts";
import { notify } from "../notices.ts";
import { blockCaption } from "./block-caption.ts";
import { blockDiff, type BlockDiff } from "./block-diff.ts";
import { $conflict, closeConflict } from "./conflict-store.ts";
import { mergeTrees, type TreeMerge } from "./merge-trees.ts";
import { copyMine, overwriteWith, takeMerge, takeTheirs } from "./resolve-conflict.ts";
import { useEditor } from "../use-editor.ts";

/**
 * The newer version as the dialog shows it: the page, who saved it and when, how its blocks differ
 * from mine, and mine merged into it (absent when the version mine was made from cannot be read).
 */
type Newer =
  | { state: "loading" }
  | { state: "failed" }
  | { state: "gone" }
  | { state: "ready"; theirs: LoadedPage; by?: string; at?: string; diff: BlockDiff; merge?: TreeMerge };

/**
 * Reads the newest version of the open page, who made it (the version history's newest entry) and
 * version `base`, the one mine was made from, to merge mine into the newest block by block.
 */
async function readNewer(app: string, id: string, base: number, mine: BlockInstance[]): Promise<Newer> {
  const [theirs, history, was] = await Promise.all([
    loadPage(app, id),
    loadVersions(id).catch(() => undefined),
    loadPageVersion(app, id, base).catch((error: unknown) => console.error(`baukasten: version ${base} could not be read to merge`, error)),
  ]);
  if (!theirs) return { state: "gone" };
  const entry = history?.versions.find((version) => version.version === theirs.version);
  return {
    state: "ready",
    theirs,
    ...(entry?.by ? { by: entry.by } : {}),
    ...(entry?.at ? { at: entry.at } : {}),
    diff: blockDiff(mine, theirs.tree),
    ...(was ? { merge: mergeTrees(was.tree, theirs.tree, mine) } : {}),
  };
}

/**
 * The dialog for a save or publish that met a newer version (412): who saved it and when, which
 * blocks it added, removed and changed compared with mine, and the three ways on — load the new
 * version (mine discarded after a confirmation, undoable), save mine over it, or copy my blocks to
 * the clipboard (one section holding the page). "Später entscheiden" closes it and changes nothing.
 * Loaded on demand (`ConflictHost`).
 */
export default function ConflictDialog() {
  const text = useBuilderText();
  const conflict = useStore($conflict);
  const session = useEditor((editor) => editor.session);
  const [newer, setNewer] = useState<Newer>({ state: "loading" });
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState("");
  const [attempt, setAttempt] = useState(0);
  const confirmGroup = useRef<HTMLDivElement>(null);
  // The confirmation replaces the button that asked for it: focus moves to its first choice.
  useEffect(() => {
    if (confirming) confirmGroup.current?.querySelector("button")?.focus();
  }, [confirming]);
  const app = session?.app;
  const pageId = session?.page.id;
  const baseVersion = session?.page.version;

  useEffect(() => {
    if (!conflict || !app || !pageId || baseVersion === undefined) return;
    let current = true;
    readNewer(app, pageId, baseVersion, $editor.get().tree)
      .then((read) => current && setNewer(read))
      .catch((error: unknown) => {
        console.error("baukasten: the newer version could not be read", error);
        if (current) setNewer({ state: "failed" });
      });
    return () => {
      current = false;
    };
    // The base is read once per conflict: taking a version moves it, and the dialog closes then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [conflict, app, pageId, attempt]);

  if (!conflict || !session) return null;
  const { lang } = session;
  const say = (words: string) => {
    setMessage(words);
    notify(words);
  };
  const label = (block: BlockInstance) => {
    const name = session.rules.label(block.schemaName, lang);
    const caption = blockCaption(block, lang);
    return caption ? text("builder.conflict.block", { block: name, caption }) : name;
  };
  const when = (iso: string) => new Intl.DateTimeFormat(LOCALE_TAGS[lang], { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));

  const readAgain = () => {
    setNewer({ state: "loading" });
    setConfirming(false);
    setAttempt((n) => n + 1);
  };
  const reload = () => {
    if (newer.state !== "ready") return;
    takeTheirs(newer.theirs);
    notify(text("builder.conflict.reloaded", { version: newer.theirs.version }));
    closeConflict();
  };
  const merge = () => {
    if (newer.state !== "ready" || !newer.merge) return;
    takeMerge(newer.theirs, newer.merge.tree);
    notify(text("builder.conflict.merged", { version: newer.theirs.version }));
    closeConflict();
  };
  const overwrite = async () => {
    if (newer.state !== "ready") return;
    setBusy(true);
    try {
      const outcome = await overwriteWith(session.app, newer.theirs);
      if (outcome.kind === "saved") {
        notify(text("builder.conflict.overwritten", { version: outcome.version }));
        closeConflict();
      } else if (outcome.kind === "conflict") setAttempt((n) => n + 1);
      else say(outcome.kind === "invalid" ? outcome.message : text("builder.save.failed", { status: outcome.status }));
    } catch (error) {
      console.error("baukasten: saving over the newer version failed", error);
      say(text("builder.save.failed", { status: 0 }));
    } finally {
      setBusy(false);
    }
  };
  const copy = () => say(text(copyMine() ? "builder.conflict.copied" : "builder.conflict.copyNone"));

  const list = (heading: string, blocks: BlockInstance[]) =>
    blocks.length > 0 && (
      <div>
        <h3 className="font-semibold">{heading}</h3>
        <ul className="list-disc ps-5">
          {blocks.map((block) => (
            <li key={block.id}>{label(block)}</li>
          ))}
        </ul>
      </div>
    );

  return (
    <Dialog role="alertdialog" title={text("builder.conflict.title")} isOpen onOpenChange={(open) => !open && !busy && closeConflict()} width="max-w-xl">
      <div lang={lang} className="flex flex-col gap-3 text-sm" data-conflict="">
        <p>{text("builder.conflict.intro")}</p>
        {newer.state === "loading" && <p role="status">{text("builder.conflict.loading")}</p>}
        {newer.state === "failed" && (
          <p role="alert" className="flex flex-wrap items-center gap-2">
            {text("builder.conflict.loadFailed")}
            <Button tone="quiet" onPress={readAgain}>
              {text("builder.conflict.retry")}
            </Button>
          </p>
        )}
        {newer.state === "gone" && <p role="alert">{text("builder.conflict.gone")}</p>}
        {newer.state === "ready" && (
          <>
            <p>
              {newer.by && newer.at
                ? text("builder.conflict.by", { who: newer.by, when: when(newer.at), version: newer.theirs.version })
                : text("builder.conflict.byUnknown", { version: newer.theirs.version })}
            </p>
            <section aria-label={text("builder.conflict.differences")} className="flex flex-col gap-2">
              {list(text("builder.conflict.added"), newer.diff.added)}
              {list(text("builder.conflict.removed"), newer.diff.removed)}
              {list(text("builder.conflict.changed"), newer.diff.changed)}
              {!newer.diff.added.length && !newer.diff.removed.length && !newer.diff.changed.length && <p>{text("builder.conflict.same")}</p>}
            </section>
            {newer.merge && (
              <section aria-label={text("builder.conflict.merge")} className="flex flex-col gap-2" data-merge="">
                {newer.merge.conflicts.length === 0 ? (
                  <p>{text("builder.conflict.mergeClean")}</p>
                ) : (
                  <>
                    {list(text("builder.conflict.mergeBoth"), newer.merge.conflicts)}
                    <p>{text("builder.conflict.mergeKeepsMine")}</p>
                  </>
                )}
              </section>
            )}
          </>
        )}
        <p aria-live="polite" className="min-h-5 font-semibold">
          {message}
        </p>
        {confirming ? (
          <div ref={confirmGroup} role="group" aria-label={text("builder.conflict.reload")} className="flex flex-col gap-2 rounded border border-accent p-3">
            <p>{text("builder.conflict.reloadConfirm")}</p>
            <div className="flex flex-wrap gap-2">
              <Button onPress={reload}>{text("builder.conflict.reloadYes")}</Button>
              <Button tone="quiet" onPress={() => setConfirming(false)}>
                {text("builder.conflict.cancel")}
              </Button>
            </div>
          </div>
        ) : (
          <div className="flex flex-wrap gap-2">
            {newer.state === "ready" && newer.merge && (
              <Button onPress={merge} isDisabled={busy}>
                {text("builder.conflict.merge")}
              </Button>
            )}
            <Button onPress={() => setConfirming(true)} isDisabled={newer.state !== "ready" || busy}>
              {text("builder.conflict.reload")}
            </Button>
            <Button onPress={() => void overwrite()} isDisabled={newer.state !== "ready" || busy}>
              {busy ? text("builder.save.busy") : text("builder.conflict.overwrite")}
            </Button>
            <Button tone="quiet" onPress={copy} isDisabled={busy}>
              {text("builder.conflict.copy")}
            </Button>
            <Button tone="quiet" onPress={() => closeConflict()} isDisabled={busy}>
              {text("builder.conflict.close")}
            </Button>
          </div>
        )}
      </div>
    </Dialog>
  );
}
