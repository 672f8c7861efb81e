import { lazy, Suspense } from "react";
import { cx } from "../../../components/ui/styles.ts";
import type { RichTextEditorProps } from "./props.ts";

// Tiptap and ProseMirror are most of a builder's weight: they load when a rich text is first edited.
const RichTextEditor = lazy(() => import("./RichTextEditor.tsx"));

/** What shows while the editor loads: the text as it is, marked busy, with a note that the editor comes. */
function Loading({ value, text, className }: Pick<RichTextEditorProps, "value" | "text" | "className">) {
  return (
    <div aria-busy="true" className="rounded border border-ink/40 bg-paper text-ink">
      <p role="status" className="border-b border-ink/20 px-3 py-2 text-sm text-ink/70">
        {text("builder.richText.loading")}
      </p>
      {/* `value` is stored HTML, sanitised when it was saved and again when it was read (`storedHtml`, `field.richText`). */}
      <div className={cx("min-h-24 px-3 py-2", className)} dangerouslySetInnerHTML={{ __html: value }} />
    </div>
  );
}

/**
 * The rich-text editor, loaded on first use (`React.lazy`): Tiptap never reaches the builder's
 * first load nor any visitor page. Until it is there, the current text shows as it is.
 */
export function LazyRichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<Loading value={props.value} text={props.text} className={props.className} />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
