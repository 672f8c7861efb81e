import { useStore } from "@nanostores/react";
import { useState } from "react";
import { Button } from "../components/ui/Button.tsx";
import { $editor, markSaved, redo, undo } from "../stores/editor.ts";
import { useBuilderText } from "./builder-text.ts";
import { followBuild } from "./io/build-progress.ts";
import { loadPage, publishPage, saveDraft, type WriteOutcome } from "./io/page-io.ts";
import { $builder, notify } from "./session.ts";

type Busy = "saving" | "publishing" | null;

/**
 * The builder's commands above the canvas: undo, redo, save draft, publish (followed until the new
 * build is live); edit mode is left from the editor bar. Outcomes are said in the live region and shown beside the
 * buttons; a stale version (412) is reported and nothing is overwritten.
 */
export function BuilderToolbar() {
  const text = useBuilderText();
  const editor = useStore($editor);
  const session = useStore($builder);
  const [busy, setBusy] = useState<Busy>(null);
  const [status, setStatus] = useState("");
  if (!session) return null;
  const report = (message: string) => {
    setStatus(message);
    notify(message);
  };
  const failed = (outcome: Exclude<WriteOutcome, { kind: "saved" }>) => {
    if (outcome.kind === "conflict") return report(text("builder.save.conflict"));
    console.error(`baukasten: saving page ${session.page.id} failed: ${outcome.status} ${outcome.message}`);
    report(text("builder.save.failed", { status: outcome.status }));
  };
  /** Saves the tree as a draft; resolves to the version saved, or undefined when it failed. */
  const save = async (): Promise<number | undefined> => {
    const tree = editor.tree;
    const outcome = await saveDraft(session.app, session.page, tree, editor.baseVersion ?? session.page.version);
    if (outcome.kind !== "saved") {
      failed(outcome);
      return undefined;
    }
    console.info(`baukasten: page ${session.page.id} saved (version ${outcome.version})`);
    markSaved(tree, outcome.version);
    const page = await loadPage(session.app, session.page.id);
    if (page) $builder.set({ ...session, page });
    return outcome.version;
  };
  const onSave = async () => {
    setBusy("saving");
    setStatus("");
    try {
      if ((await save()) !== undefined) report(text("builder.save.done"));
    } finally {
      setBusy(null);
    }
  };
  const onPublish = async () => {
    setBusy("publishing");
    setStatus("");
    try {
      const version = editor.dirty ? await save() : (editor.baseVersion ?? session.page.version);
      if (version === undefined) return;
      const since = Date.now();
      const outcome = await publishPage(session.app, session.page.id, version);
      if (outcome.kind !== "saved") return failed(outcome);
      markSaved($editor.get().tree, outcome.version);
      report(text("builder.publish.building"));
      followBuild(since, (build, done) => {
        if (!done)
          return setStatus(
            build.running ? text("builder.publish.progress", { done: build.running.done, total: build.running.total }) : text("builder.publish.building"),
          );
        if (build.failed && build.failed.at >= since) report(text("builder.publish.failed", { reason: build.failed.reason }));
        else report(text("builder.publish.live", { seconds: Math.max(1, Math.round((Date.now() - since) / 1000)) }));
      });
    } finally {
      setBusy(null);
    }
  };
  return (
    <div role="toolbar" aria-label={text("builder.toolbar")} className="sticky top-0 z-[1000] border-b border-ink/15 bg-paper/95 backdrop-blur">
      <div className="site-container flex flex-wrap items-center gap-2 py-2">
        <Button tone="quiet" onPress={() => undo()} isDisabled={!editor.canUndo}>
          {text("builder.undo")}
        </Button>
        <Button tone="quiet" onPress={() => redo()} isDisabled={!editor.canRedo}>
          {text("builder.redo")}
        </Button>
        <p className="me-auto min-w-0 text-sm" aria-hidden="true">
          {status || (editor.dirty ? text("builder.state.dirty") : text("builder.state.clean"))}
        </p>
        <Button tone="quiet" onPress={onSave} isDisabled={busy !== null || !editor.dirty}>
          {busy === "saving" ? text("builder.save.busy") : text("builder.save")}
        </Button>
        <Button onPress={onPublish} isDisabled={busy !== null}>
          {busy === "publishing" ? text("builder.publish.busy") : text("builder.publish")}
        </Button>
      </div>
    </div>
  );
}
