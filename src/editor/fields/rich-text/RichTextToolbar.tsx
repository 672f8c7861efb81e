import type { Editor } from "@tiptap/react";
import { useEditorState } from "@tiptap/react";
import { focusLater } from "./focus-later.ts";
import type { ReactElement, ReactNode } from "react";
import { Button, ToggleButton, Toolbar } from "react-aria-components";
import { Tooltip } from "../../../components/ui/Tooltip.tsx";
import type { UiKey, UiParams } from "../../../i18n/t.ts";
import { shortcutText, type Shortcut } from "./shortcut-text.ts";

type Text = (key: UiKey, params?: UiParams) => string;

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

/** A tip naming the button and its shortcut ("Fett (Strg+B)"), on hover and keyboard focus. */
function Tip({ label, keys, text, children }: { label: string; keys: Shortcut; text: Text; children: ReactElement }) {
  return (
    <Tooltip content={`${label} (${shortcutText(keys, text)})`} delay={600} placement="bottom">
      {children}
    </Tooltip>
  );
}

function Toggle(props: { label: string; keys: Shortcut; text: Text; selected: boolean; onChange: () => void; children: ReactNode }) {
  return (
    <Tip label={props.label} keys={props.keys} text={props.text}>
      <ToggleButton aria-label={props.label} isSelected={props.selected} onChange={props.onChange} className={BUTTON}>
        <span aria-hidden="true">{props.children}</span>
      </ToggleButton>
    </Tip>
  );
}

/**
 * The rich-text editor's toolbar: a react-aria `Toolbar` (arrow keys move between its buttons),
 * toggle buttons that show the formatting at the caret, each named for screen readers, with a tip
 * that gives its keyboard shortcut.
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
  // The command applies to the text's selection at once; the focus goes back to the text a frame later.
  const run = () => {
    focusLater(editor);
    return editor.chain();
  };
  const heading = (level: 2 | 3 | 4) => (
    <Toggle
      key={level}
      label={text("builder.richText.heading", { level })}
      keys={["mod", "alt", String(level)]}
      text={text}
      selected={state[`h${level}`]}
      onChange={() => run().toggleHeading({ level }).run()}
    >
      H{level}
    </Toggle>
  );
  return (
    <Toolbar aria-label={text("builder.richText.toolbar", { field: name })} className="flex flex-wrap items-center gap-0.5 border-b border-ink/20 p-1">
      <Toggle label={text("builder.richText.bold")} keys={["mod", "B"]} text={text} selected={state.bold} onChange={() => run().toggleBold().run()}>
        <b>B</b>
      </Toggle>
      <Toggle label={text("builder.richText.italic")} keys={["mod", "I"]} text={text} selected={state.italic} onChange={() => run().toggleItalic().run()}>
        <i className="font-serif">I</i>
      </Toggle>
      <Toggle label={text("builder.richText.link")} keys={["mod", "K"]} text={text} selected={state.link} onChange={onLink}>
        ↗
      </Toggle>
      <span className="mx-1 h-5 w-px bg-ink/20" aria-hidden="true" />
      {([2, 3, 4] as const).map(heading)}
      <span className="mx-1 h-5 w-px bg-ink/20" aria-hidden="true" />
      <Toggle
        label={text("builder.richText.bulletList")}
        keys={["mod", "shift", "8"]}
        text={text}
        selected={state.bulletList}
        onChange={() => run().toggleBulletList().run()}
      >
        •≡
      </Toggle>
      <Toggle
        label={text("builder.richText.orderedList")}
        keys={["mod", "shift", "7"]}
        text={text}
        selected={state.orderedList}
        onChange={() => run().toggleOrderedList().run()}
      >
        1.≡
      </Toggle>
      <Toggle
        label={text("builder.richText.quote")}
        keys={["mod", "shift", "B"]}
        text={text}
        selected={state.quote}
        onChange={() => run().toggleBlockquote().run()}
      >
        „“
      </Toggle>
      <span className="mx-1 h-5 w-px bg-ink/20" aria-hidden="true" />
      <Tip label={text("builder.richText.undo")} keys={["mod", "Z"]} text={text}>
        <Button aria-label={text("builder.richText.undo")} isDisabled={!state.canUndo} onPress={() => run().undo().run()} className={BUTTON}>
          <span aria-hidden="true">↶</span>
        </Button>
      </Tip>
      <Tip label={text("builder.richText.redo")} keys={["mod", "shift", "Z"]} text={text}>
        <Button aria-label={text("builder.richText.redo")} isDisabled={!state.canRedo} onPress={() => run().redo().run()} className={BUTTON}>
          <span aria-hidden="true">↷</span>
        </Button>
      </Tip>
    </Toolbar>
  );
}
