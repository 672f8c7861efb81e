import { useStore } from "@nanostores/react";
import { useEffect, useRef, useState } from "react";
import { Button } from "../components/ui/Button.tsx";
import { LOCALE_TAGS } from "../i18n/locales.ts";
import { showToastLater } from "../components/ui/toast-signal.ts";
import type { BlockInstance } from "../lib/tree/block.ts";
import { $editor, markSaved, redo, undo } from "./store.ts";
import { useBuilderText } from "./builder-text.ts";
import { ChecksButton } from "./checks/ChecksButton.tsx";
import { publishRefusal } from "./checks/checks-store.ts";
import { showConflict } from "./conflict/conflict-store.ts";
import { ToolIcon, ToolName } from "./canvas/tool-icons.tsx";
import { DragToggle } from "./dnd/DragToggle.tsx";
import { adoptDraft } from "./io/adopt-draft.ts";
import type { BuildFollower } from "./io/build-progress.ts";
import type { WriteOutcome } from "./io/page-writes.ts";
import { markSubmitted } from "./panel/panel-store.ts";
import { focusField, notify } from "./notices.ts";
import { openPageSettings } from "./settings/settings-store.ts";
import { openVersions } from "./versions/versions-store.ts";
import { ViewportSwitch } from "./viewport/ViewportSwitch.tsx";
import { useEditor } from "./use-editor.ts";

type Busy = "saving" | "publishing" | null;

/**
 * The builder's commands above the canvas: undo, redo, save draft, publish (followed until the new
 * build is live); edit mode is left from the editor bar. Outcomes are said in the live region and shown beside the
 * buttons; a stale version (412) opens the conflict dialog and nothing is overwritten; a write the
 * server refused (400) names the first field and asks the fields panel to show it.
 */
export function BuilderToolbar() {
  const text = useBuilderText();
  const editor = useStore($editor);
  const session = useEditor((editor) => editor.session);
  const [busy, setBusy] = useState<Busy>(null);
  // What the bar says is about the tree it was said of: an edit, an undo or a redo makes it the page's state again.
  const [said, setSaid] = useState({ text: "", tree: editor.tree });
  const setStatus = (text: string) => setSaid({ text, tree: $editor.get().tree });
  const status = said.tree === editor.tree ? said.text : "";
  const following = useRef<BuildFollower | undefined>(undefined);
  // Edit mode starts here: the focus moves from "Bearbeiten" to the toolbar (announced by its name),
  // so the keyboard goes on into the builder, not through the editor bar and the site's navigation.
  const bar = useRef<HTMLDivElement>(null);
  useEffect(() => bar.current?.focus(), []);
  const ticking = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  // A build still followed when edit mode ends stops being followed.
  useEffect(
    () => () => {
      following.current?.stop();
      clearInterval(ticking.current);
    },
    [],
  );
  if (!session) return null;
  const { app, page } = session;
  const report = (message: string) => {
    setStatus(message);
    notify(message);
  };
  /** A write that went wrong: logged by the caller, said beside the buttons and shown as an error toast until closed. */
  const reportError = (message: string, description?: string) => {
    setStatus(description ? `${message} ${description}` : message);
    showToastLater({ title: message, ...(description ? { description } : {}), tone: "error" });
  };
  const failed = (outcome: Exclude<WriteOutcome, { kind: "saved" }>) => {
    if (outcome.kind === "conflict") {
      // The dialog shows the conflict; the bar goes on showing the page's state once it is resolved.
      showConflict();
      return notify(text("builder.save.conflict"));
    }
    if (outcome.kind === "invalid") {
      // The server refused a field: say why and show the first one in the fields panel.
      const first = outcome.problems.find((problem) => problem.blockId !== undefined && problem.field !== undefined);
      if (first?.blockId && first.field) focusField(first.blockId, first.field);
      console.error(`baukasten: saving page ${page.id} refused: ${outcome.message}`);
      // A problem outside the blocks (an address another page has) is said as it is.
      const said = first ?? outcome.problems[0];
      return said ? reportError(said.message, outcome.message) : reportError(outcome.message);
    }
    console.error(`baukasten: saving page ${page.id} failed: ${outcome.status} ${outcome.message}`);
    reportError(text("builder.save.failed", { status: outcome.status }));
  };
  /** Records what the content service answered: the page's version and state, and `tree` as saved. */
  const saved = ({ version, status, newStatus }: Extract<WriteOutcome, { kind: "saved" }>, tree: BlockInstance[]) =>
    markSaved(tree, { version, status, newStatus });
  /** The page as the store has it now, not as this render saw it: a publish ends long after its click. */
  const pageNow = () => $editor.get().session?.page ?? page;
  /** Saves `tree` as a draft; resolves to the version saved, or undefined when it failed (and said so). */
  const save = async (tree: BlockInstance[]): Promise<number | undefined> => {
    // The writes load with the first save or publish, not with the editor.
    const { saveDraft } = await import("./io/page-writes.ts");
    const outcome = await saveDraft(app, pageNow(), tree);
    if (outcome.kind !== "saved") {
      adoptDraft(outcome);
      failed(outcome);
      return undefined;
    }
    console.info(`baukasten: page ${page.id} saved (version ${outcome.version})`);
    saved(outcome, tree);
    return outcome.version;
  };
  /** Runs one command with the buttons held; an error nobody expected (offline, the server gone) is said, not swallowed. */
  const run = async (kind: Exclude<Busy, null>, work: () => Promise<void>) => {
    setBusy(kind);
    setStatus("");
    try {
      await work();
    } catch (error) {
      console.error(`baukasten: ${kind} page ${page.id} failed`, error);
      reportError(text("builder.save.failed", { status: 0 }));
    } finally {
      setBusy(null);
    }
  };
  const onSave = () =>
    run("saving", async () => {
      // The tree as the store has it at the click: a field's last change reaches it as the press begins.
      if ((await save($editor.get().tree)) === undefined) return;
      // Only a published page has a version visitors go on seeing; a page never published has none.
      report(text(pageNow().status === "Published" ? "builder.save.done" : "builder.save.doneUnpublished"));
    });
  const onPublish = () => {
    markSubmitted();
    return run("publishing", async () => {
      const refused = await publishRefusal();
      if (refused) return setStatus(refused);
      clearInterval(ticking.current);
      // What is published is the tree as it is now, saved on the way when it has unsaved work; edits made meanwhile stay unsaved.
      const { tree, dirty } = $editor.get();
      following.current?.stop();
      // The build stream's reader loads with the first publish, not with the editor.
      const { followBuilds } = await import("./io/build-progress.ts");
      const builds = followBuilds();
      following.current = builds;
      await builds.ready;
      const { publishPage } = await import("./io/page-writes.ts");
      const outcome = await publishPage(page.id, pageNow().version, dirty ? tree : undefined);
      if (outcome.kind !== "saved") {
        builds.stop();
        return failed(outcome);
      }
      saved(outcome, tree);
      // The bar counts the seconds from the publish until the build is live, then says since when.
      const startedAt = Date.now();
      const seconds = () => Math.max(1, Math.round((Date.now() - startedAt) / 1000));
      let progress: { done: number; total: number } | undefined;
      const building = () =>
        setStatus(progress ? text("builder.publish.progress", { ...progress, seconds: seconds() }) : text("builder.publish.building", { seconds: seconds() }));
      report(text("builder.publish.building", { seconds: 0 }));
      ticking.current = setInterval(building, 1000);
      const settle = () => clearInterval(ticking.current);
      const live = (at: number | undefined) => {
        settle();
        const time = new Intl.DateTimeFormat(LOCALE_TAGS[session.lang], { timeStyle: "short" }).format(new Date(at ?? Date.now()));
        report(text("builder.publish.live", { seconds: seconds(), time }));
      };
      const follow = (follower: BuildFollower) =>
        follower.follow((build, ended) => {
          if (ended === "failed") {
            settle();
            report(text("builder.publish.failed", { reason: build.failed?.reason ?? "" }));
          } else if (ended === "live") void confirm();
          else if (build.running) {
            progress = { done: build.running.done, total: build.running.total };
            building();
          }
        });
      // A build that went live may have read the content before the publish's event came in: the
      // page is live once its payload has the published version; until then the next build is
      // followed (from before the check, so one ending meanwhile is not missed).
      const confirm = async () => {
        const { servedVersion } = await import("./io/served-version.ts");
        const next = followBuilds();
        following.current = next;
        const now = await next.ready;
        const served = await servedVersion(location.pathname);
        if (served === undefined || !(served < outcome.version)) {
          next.stop();
          live(now?.live?.at);
        } else follow(next);
      };
      follow(builds);
    });
  };
  return (
    // Opaque: the page scrolls under it, and no text or block label may show through.
    <div
      ref={bar}
      tabIndex={-1}
      role="toolbar"
      aria-label={text("builder.toolbar")}
      className="sticky top-0 z-[1000] border-b border-ink/15 bg-paper outline-offset-[-2px] focus-visible:outline-2 focus-visible:outline-accent"
    >
      <div className="site-container flex flex-wrap items-center gap-x-4 gap-y-2 py-2 max-sm:gap-x-2">
        {/* Changing the page, then saving it: two groups that wrap as wholes. On a phone the tools are
            icons (their names for screen readers) in one line, saving and publishing in the next, the
            page's state under them; Save and Publish always stand together. */}
        <div className="flex flex-wrap items-center gap-2 max-sm:contents">
          <Button tone="quiet" onPress={() => undo()} isDisabled={!editor.canUndo}>
            <ToolIcon name="undo" phone />
            <ToolName>{text("builder.undo")}</ToolName>
          </Button>
          <Button tone="quiet" onPress={() => redo()} isDisabled={!editor.canRedo}>
            <ToolIcon name="redo" phone />
            <ToolName>{text("builder.redo")}</ToolName>
          </Button>
          <DragToggle />
          {/* A preview narrower than the window only makes sense on a wide screen. */}
          <div className="hidden lg:block">
            <ViewportSwitch />
          </div>
        </div>
        <div className="ms-auto flex flex-wrap items-center justify-end gap-2 max-sm:contents">
          <p className="min-w-0 text-sm max-sm:order-last max-sm:w-full max-sm:text-xs" aria-hidden="true">
            {status || (editor.dirty ? text("builder.state.dirty") : text("builder.state.clean"))}
          </p>
          <Button tone="quiet" onPress={() => openPageSettings()}>
            <ToolIcon name="settings" phone />
            <ToolName>{text("builder.pageSettings")}</ToolName>
          </Button>
          <Button tone="quiet" onPress={() => openVersions()}>
            <ToolIcon name="versions" phone />
            <ToolName>{text("builder.versions.open")}</ToolName>
          </Button>
          <ChecksButton />
          <div className="flex items-center gap-2">
            <Button tone="quiet" onPress={onSave} isDisabled={busy !== null || !editor.dirty}>
              {busy === "saving" ? text("builder.save.busy") : text("builder.save")}
            </Button>
            <Button onPress={onPublish} isDisabled={busy !== null}>
              {busy === "publishing" ? text("builder.publish.busy") : text("builder.publish")}
            </Button>
          </div>
        </div>
      </div>
    </div>
  );
}
