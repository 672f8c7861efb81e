import type { Editor } from "@tiptap/react";
import { useEditorState } from "@tiptap/react";
import type { ReactNode } from "react";
import { Button, ToggleButton, Toolbar } from "react-aria-components";
import type { UiKey, UiParams } from "../../../i18n/t.ts";

const BUTTON =
  "inline-flex min-h-8 min-w-8 items-center justify-center rounded px-1.5 text-sm font-semibold text-ink hover:bg-main/10 " +
  "data-[selected]:bg-main data-[selected]:text-paper data-[focus-visible]:outline-2 data-[focus-visible]:outline-accent data-[disabled]:opacity-40";

/** The formatting state the toolbar shows, read on each transaction. */
function useFormatting(editor: Editor) {
  return useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive("bold"),
      italic: e.isActive("italic"),
      link: e.isActive("link"),
      h2: e.isActive("heading", { level: 2 }),
      h3: e.isActive("heading", { level: 3 }),
      h4: e.isActive("heading", { level: 4 }),
      bulletList: e.isActive("bulletList"),
      orderedList: e.isActive("orderedList"),
      quote: e.isActive("blockquote"),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
}

function Toggle(props: { label: string; keys: string; selected: boolean; onChange: () => void; children: ReactNode }) {
  return (
    <ToggleButton aria-label={props.label} aria-keyshortcuts={props.keys} isSelected={props.selected} onChange={props.onChange} className={BUTTON}>
      <span aria-hidden="true">{props.children}</span>
    </ToggleButton>
  );
}

/**
 * The rich-text editor's toolbar: a react-aria `Toolbar` (arrow keys move between its buttons),
 * toggle buttons that show the formatting at the caret, each named for screen readers with its
 * shortcut in `aria-keyshortcuts`.
 */
export function RichTextToolbar({
  editor,
  text,
  name,
  onLink,
}: {
  editor: Editor;
  text: (key: UiKey, params?: UiParams) => string;
  name: string;
  onLink: () => void;
}) {
  const state = useFormatting(editor);
  const run = () => editor.chain().focus();
  const heading = (level: 2 | 3 | 4) => (
    <Toggle
      key={level}
      label={text("builder.richText.heading", { level })}
      keys={`Control+Alt+${level}`}
      selected={state[`h${level}`]}
      onChange={() => run().toggleHeading({ level }).run()}
    >
      H{level}
    </Toggle>
  );
  return (
    <Toolbar aria-label={text("builder.richText.toolbar", { field: name })} className="flex flex-wrap items-center gap-0.5 border-b border-ink/20 p-1">
      <Toggle label={text("builder.richText.bold")} keys="Control+B" selected={state.bold} onChange={() => run().toggleBold().run()}>
        <b>B</b>
      </Toggle>
      <Toggle label={text("builder.richText.italic")} keys="Control+I" selected={state.italic} onChange={() => run().toggleItalic().run()}>
        <i className="font-serif">I</i>
      </Toggle>
      <Toggle label={text("builder.richText.link")} keys="Control+K" selected={state.link} onChange={onLink}>
        ↗
      </Toggle>
      <span className="mx-1 h-5 w-px bg-ink/20" aria-hidden="true" />
      {([2, 3, 4] as const).map(heading)}
      <span className="mx-1 h-5 w-px bg-ink/20" aria-hidden="true" />
      <Toggle label={text("builder.richText.bulletList")} keys="Control+Shift+8" selected={state.bulletList} onChange={() => run().toggleBulletList().run()}>
        •≡
      </Toggle>
      <Toggle label={text("builder.richText.orderedList")} keys="Control+Shift+7" selected={state.orderedList} onChange={() => run().toggleOrderedList().run()}>
        1.≡
      </Toggle>
      <Toggle label={text("builder.richText.quote")} keys="Control+Shift+B" selected={state.quote} onChange={() => run().toggleBlockquote().run()}>
        „“
      </Toggle>
      <span className="mx-1 h-5 w-px bg-ink/20" aria-hidden="true" />
      <Button
        aria-label={text("builder.richText.undo")}
        aria-keyshortcuts="Control+Z"
        isDisabled={!state.canUndo}
        onPress={() => run().undo().run()}
        className={BUTTON}
      >
        <span aria-hidden="true">↶</span>
      </Button>
      <Button
        aria-label={text("builder.richText.redo")}
        aria-keyshortcuts="Control+Shift+Z"
        isDisabled={!state.canRedo}
        onPress={() => run().redo().run()}
        className={BUTTON}
      >
        <span aria-hidden="true">↷</span>
      </Button>
    </Toolbar>
  );
}
