import { useStore } from "@nanostores/react";
import { useEffect, useMemo, useRef, type RefObject } from "react";
import type { RenderContext } from "../blocks/types.ts";
import { Button } from "../components/ui/Button.tsx";
import { ToastHost } from "../components/ui/ToastHost.tsx";
import type { SiteData } from "../lib/content/model.ts";
import type { MapTiles } from "../lib/directory/map.ts";
import { siteIcons } from "../lib/icons/index.ts";
import { $editor, discardDraft, redo, restoreDraft, undo } from "./store.ts";
import { presentIcons } from "../stores/icons.ts";
import { AddBlockHost } from "./add-block/AddBlockHost.tsx";
import { blockCommand } from "./commands.ts";
import { BuilderToolbar } from "./BuilderToolbar.tsx";
import { useBuilderText } from "./builder-text.ts";
import { loadBlockTools } from "./canvas/BlockFrame.tsx";
import { EditTree, type CanvasContext } from "./canvas/EditTree.tsx";
import { textOffset } from "./canvas/caret-offset.ts";
import { startInlineEdit } from "./canvas/start-inline-edit.ts";
import { ChecksPanel } from "./checks/ChecksPanel.tsx";
import { ConflictHost } from "./conflict/ConflictHost.tsx";
import { useDragAndDrop } from "./dnd/use-drag-and-drop.ts";
import { MoveToHost } from "./move-to/MoveToHost.tsx";
import { $knownAssets, withKnownAssets } from "./fields/assets/known-assets.ts";
import { FieldsPanel } from "./panel/FieldsPanel.tsx";
import { $notice } from "./notices.ts";
import { PageSettingsHost } from "./settings/PageSettingsHost.tsx";
import { VersionCanvas, VersionsHost } from "./versions/VersionsHost.tsx";
import { ViewportFrame } from "./viewport/ViewportFrame.tsx";
import { useEditor } from "./use-editor.ts";

/** Undo and redo from anywhere in the builder, except while typing in a field (the field's own undo). */
function useHistoryKeys(): void {
  useEffect(() => {
    const keyDown = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target?.closest("input, textarea, select, [contenteditable='true']")) return;
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const key = event.key.toLowerCase();
      if (key === "z" && !event.shiftKey) undo();
      else if ((key === "z" && event.shiftKey) || key === "y") redo();
      else return;
      event.preventDefault();
    };
    document.addEventListener("keydown", keyDown);
    return () => document.removeEventListener("keydown", keyDown);
  }, []);
}

/** The builder's live region: what each command did, for screen readers (its own component, so a notice redraws nothing else). */
function LiveRegion() {
  const notice = useStore($notice);
  return (
    <p className="sr-only" aria-live="polite" aria-atomic="true">
      {notice?.text}
    </p>
  );
}

/**
 * Pointer clicks on the canvas: a click inside a block makes the innermost block the one being
 * worked on (the keyboard does the same through each block's handle), a click on its text edits
 * that text at once, and links inside the blocks do not navigate away while editing.
 */
function useCanvasClicks(canvas: RefObject<HTMLDivElement | null>): void {
  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const click = (event: MouseEvent) => {
      const target = event.target as HTMLElement;
      if (target.closest("a[href]")) event.preventDefault();
      if (target.closest("[role='toolbar'], [data-block-handle]")) return;
      const frame = target.closest<HTMLElement>("[data-block-id]");
      const id = frame?.dataset.blockId;
      if (!id || frame.getAttribute("aria-current") === "true") return;
      // A click on a block with text edited in place edits it at once, the caret where the click
      // landed: counted in the block's text now, found again once it is drawn editable.
      const caret = document.caretPositionFromPoint?.(event.clientX, event.clientY);
      const offset = caret ? textOffset(frame.lastElementChild!, { node: caret.offsetNode, offset: caret.offset }) : undefined;
      blockCommand(id, "select");
      requestAnimationFrame(() => startInlineEdit(id, offset));
    };
    element.addEventListener("click", click);
    return () => element.removeEventListener("click", click);
  }, [canvas]);
}

/**
 * The builder: the page's blocks with editing chrome in place of the published page,
 * the current block's fields in a panel beside them (a sheet on phones), the toolbar above them
 * and a live region that says what each command did.
 */
export default function Builder({ site: loaded, mapTiles, path }: { site: SiteData; mapTiles: MapTiles; path: string }) {
  // Assets uploaded or listed while editing render in their blocks at once.
  const knownAssets = useStore($knownAssets);
  const site = useMemo(() => withKnownAssets(loaded, knownAssets), [loaded, knownAssets]);
  // The icon pickers show critical icons without a request: the site data brings them, sanitised as the canvas draws them.
  useEffect(() => presentIcons(siteIcons(site).values()), [site]);
  const text = useBuilderText();
  const editor = useStore($editor);
  const session = useEditor((editor) => editor.session);
  const canvasRef = useRef<HTMLDivElement>(null);
  useHistoryKeys();
  // A block's tools load on demand; fetched ahead here, they show at once on the first selection.
  useEffect(loadBlockTools, []);
  const lang = session?.lang ?? "de";
  const page = session?.page;
  const ctx = useMemo<RenderContext>(
    () => ({ lang, site, page: page && { id: page.id, data: page.data }, path, warn: () => {}, mapTiles }),
    [lang, site, page, path, mapTiles],
  );
  const rules = session?.rules;
  const canvas = useMemo<CanvasContext>(() => ({ ctx, label: (schemaName) => rules?.label(schemaName, lang) ?? schemaName }), [ctx, rules, lang]);
  useCanvasClicks(canvasRef);
  useDragAndDrop(canvasRef);
  if (!session) return null;
  return (
    <div lang={lang} data-builder="">
      <BuilderToolbar />
      <ChecksPanel site={site} />
      {editor.recovery && (
        <div role="alert" className="site-container my-4 flex flex-wrap items-center gap-3 rounded border border-accent bg-neutral p-4 text-sm">
          <p className="me-auto">{text(editor.recovery.stale ? "builder.recovery.stale" : "builder.recovery.text")}</p>
          <Button onPress={() => restoreDraft()}>{text("builder.recovery.restore")}</Button>
          <Button tone="quiet" onPress={() => discardDraft()}>
            {text("builder.recovery.discard")}
          </Button>
        </div>
      )}
      <LiveRegion />
      <ToastHost lang={lang} />
      <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_26rem] lg:items-start xl:grid-cols-[minmax(0,1fr)_30rem]">
        <VersionCanvas
          ctx={ctx}
          canvas={
            <ViewportFrame>
              {/* Its own stacking context: no z-index of a block (a map's panes, a tool bar) rises above the builder's toolbar. */}
              <div ref={canvasRef} data-canvas="" className="page-flow isolate min-w-0">
                {editor.tree.length ? (
                  <EditTree blocks={editor.tree} canvas={canvas} />
                ) : (
                  <p className="site-container py-10 text-center">{text("builder.empty")}</p>
                )}
              </div>
            </ViewportFrame>
          }
        />
        <FieldsPanel blockSchemas={site.blockSchemas} />
      </div>
      <AddBlockHost ctx={ctx} />
      <MoveToHost />
      <ConflictHost />
      <VersionsHost />
      <PageSettingsHost />
    </div>
  );
}
