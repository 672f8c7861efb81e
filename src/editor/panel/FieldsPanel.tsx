import { useStore } from "@nanostores/react";
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useSyncExternalStore } from "react";
import { loadControls } from "../../components/forms/load-controls.ts";
import type { RenderField } from "../../components/forms/render-field.ts";
import { Button } from "../../components/ui/Button.tsx";
import { withLaterStrings } from "../../i18n/later.ts";
import type { BlockSchemaInfo } from "../../lib/content/model.ts";
import { findBlock } from "../../lib/tree/find-block.ts";
import { $editor } from "../store.ts";
import { useBuilderText } from "../builder-text.ts";
import { focusBlock } from "../commands.ts";
import { $fieldFocus } from "../notices.ts";
import { $panel, closePanel, editFields, markSubmitted, openPanel } from "./panel-store.ts";
import { PanelBoundary } from "./PanelBoundary.tsx";
import { useEditor } from "../use-editor.ts";

export interface FieldsPanelProps {
  /** Richer editors for some fields (rich text, pickers), by kind or tag; the default controls for the rest. */
  renderField?: RenderField;
  /** The site's block component schemas: admin-defined block types get their form from them. */
  blockSchemas?: readonly BlockSchemaInfo[];
}

/** The block being worked on; redraws only when it (or which one it is) changes. */
function useCurrentBlock() {
  return useSyncExternalStore(
    (changed) => $editor.listen(changed),
    () => {
      const { tree, current } = $editor.get();
      return current === null ? undefined : findBlock(tree, current)?.block;
    },
  );
}

/** The forms code (the generated form, its rules and messages) comes when a block is first chosen, or earlier when the browser is idle. */
const loadPane = () => withLaterStrings(import("./BlockPane.tsx"));
const LazyPane = lazy(() => loadPane().then((module) => ({ default: module.BlockPane })));

/** Loads the block form's code and the heavy controls once the browser is idle, so they show at once when the editor gets to them. */
function usePreload(): void {
  useEffect(() => {
    const load = () => {
      // Failures are left to the moment the code is needed: the panel then says so.
      loadPane().catch(() => {});
      loadControls().catch(() => {});
    };
    if (typeof requestIdleCallback === "function") {
      const id = requestIdleCallback(load, { timeout: 3000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(load, 200);
    return () => clearTimeout(id);
  }, []);
}

/** Takes requests to focus a field from elsewhere (the validation list, hints: `focusField` in session.ts) while the panel is shown. */
function useFieldFocusRequests(): void {
  // Only requests made from now on: one left from an earlier visit to edit mode must not replay.
  useEffect(() => $fieldFocus.listen((request) => void (request && editFields(request.blockId, request.path))), []);
}

/**
 * The fields panel: the current block's fields as a generated form, titled with the
 * block type's name; a hint how to choose a block when none is; a message for a type the site does
 * not know. Beside the canvas from 1024 px (sticky, scrolling on its own); on narrower screens a
 * sheet over the lower part of the canvas, opened and closed with a button. Escape in the panel
 * returns the keyboard to the block's handle. Requests to focus a field (`editFields`,
 * `focusField`) make their block current, open the panel and focus the field.
 */
export function FieldsPanel({ renderField, blockSchemas }: FieldsPanelProps) {
  const text = useBuilderText();
  const session = useEditor((editor) => editor.session);
  const { open } = useStore($panel);
  const block = useCurrentBlock();
  const panel = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const sheetId = useId();
  usePreload();
  useFieldFocusRequests();
  // A page opened later starts afresh: sheet closed, messages after blur again.
  useEffect(
    () => () => {
      markSubmitted(false);
      closePanel();
    },
    [],
  );

  const current = block?.id;
  useEffect(() => {
    const element = panel.current;
    if (!element) return;
    // A native listener: Escape in a popup (a select's list, portalled elsewhere) closes the popup only.
    const keyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented || !current) return;
      event.preventDefault();
      closePanel();
      focusBlock(current);
    };
    element.addEventListener("keydown", keyDown);
    return () => element.removeEventListener("keydown", keyDown);
  }, [current]);

  const focusTitle = useCallback(() => heading.current?.focus(), []);

  if (!session) return null;
  const { lang, rules } = session;
  const name = block ? rules.label(block.schemaName, lang) : undefined;

  return (
    <>
      {/* On phones the sheet leaves the end of the page reachable above it. */}
      <div aria-hidden="true" className={open ? "h-[65dvh] lg:hidden" : "h-16 lg:hidden"} />
      {open ? null : (
        <div className="fixed inset-x-0 bottom-0 z-[1000] flex justify-end p-3 lg:hidden">
          <Button aria-expanded={false} aria-controls={sheetId} onPress={openPanel} className="shadow-lg">
            {text("builder.panel.show")}
          </Button>
        </div>
      )}
      <aside
        ref={panel}
        id={sheetId}
        aria-labelledby={headingId}
        data-fields-panel=""
        data-open={open ? "true" : undefined}
        className={[
          "flex-col gap-4 bg-paper p-4 text-ink",
          "max-lg:fixed max-lg:inset-x-0 max-lg:bottom-0 max-lg:z-[1000] max-lg:max-h-[65dvh] max-lg:overflow-y-auto max-lg:overscroll-contain max-lg:rounded-t-lg max-lg:border-t max-lg:border-ink/20 max-lg:shadow-[0_-4px_16px_rgb(0_0_0/0.15)]",
          open ? "max-lg:flex" : "max-lg:hidden",
          "lg:sticky lg:top-14 lg:flex lg:max-h-[calc(100dvh-3.5rem)] lg:overflow-y-auto lg:border-s lg:border-ink/15",
        ].join(" ")}
      >
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="text-xs font-semibold tracking-wide text-ink/70 uppercase">{text("builder.panel.label")}</p>
            <h2 id={headingId} ref={heading} tabIndex={-1} className="text-lg font-semibold outline-none focus-visible:outline-2 focus-visible:outline-accent">
              {name ?? text("builder.panel.none")}
            </h2>
          </div>
          <Button tone="quiet" aria-expanded={true} aria-controls={sheetId} onPress={closePanel} className="lg:hidden">
            {text("builder.panel.hide")}
          </Button>
        </div>
        {block ? (
          <PanelBoundary key={block.id} message={text("builder.panel.failed")} retry={text("builder.panel.retry")}>
            <Suspense
              fallback={
                <p aria-busy="true" className="text-sm text-ink/70">
                  {text("builder.panel.loading")}
                </p>
              }
            >
              <LazyPane block={block} name={name!} lang={lang} rules={rules} blockSchemas={blockSchemas} renderField={renderField} focusTitle={focusTitle} />
            </Suspense>
          </PanelBoundary>
        ) : (
          <p className="text-sm">{text("builder.panel.empty")}</p>
        )}
      </aside>
    </>
  );
}
