import { lazy, Suspense } from "react";
import { cx } from "../../../components/ui/styles.ts";
import { sanitizeHtml } from "../../../lib/sanitize/html.ts";
import type { RichTextEditorProps } from "./props.ts";

// Tiptap and ProseMirror are most of a builder's weight: they load when a rich text is first edited.
const RichTextEditor = lazy(() => import("./RichTextEditor.tsx"));

/** What shows while the editor loads: the text as it is, marked busy, with a note that the editor comes. */
function Loading({ value, text, className, inlineId }: Pick<RichTextEditorProps, "value" | "text" | "className" | "inlineId">) {
  return (
    // `data-inline-loading`: on the canvas, what `startInlineEdit` waits for to end.
    <div aria-busy="true" data-inline-loading={inlineId} className="rounded border border-ink/40 bg-paper text-ink">
      <p role="status" className="border-b border-ink/20 px-3 py-2 text-sm text-ink/70">
        {text("builder.richText.loading")}
      </p>
      {/* `value` is sanitised (`LazyRichTextEditor`). */}
      <div className={cx("min-h-24 px-3 py-2", className)} dangerouslySetInnerHTML={{ __html: value }} />
    </div>
  );
}

/**
 * The rich-text editor, loaded on first use (`React.lazy`): Tiptap never reaches the builder's
 * first load nor any visitor page. Until it is there, the current text shows as it is. The value is
 * sanitised on the way in too: stored content may come from elsewhere than this editor (the content
 * API, an import), and the editor must never render or pass on what the page would not show.
 */
export function LazyRichTextEditor(props: RichTextEditorProps) {
  const value = sanitizeHtml(props.value);
  return (
    <Suspense fallback={<Loading value={value} text={props.text} className={props.className} inlineId={props.inlineId} />}>
      <RichTextEditor {...props} value={value} />
    </Suspense>
  );
}
