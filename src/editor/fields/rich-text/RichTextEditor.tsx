import { Placeholder } from "@tiptap/extensions";
import { EditorContent, useEditor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { focusBlock } from "../../commands.ts";
import { linkAddress } from "../../../lib/link-address.ts";
import { adoptDomSelection } from "./dom-selection.ts";
import { LinkForm } from "./LinkForm.tsx";
import { focusLater } from "./focus-later.ts";
import type { RichTextEditorProps } from "./props.ts";
import { RichTextToolbar } from "./RichTextToolbar.tsx";
import { storedHtml } from "./stored-html.ts";

/**
 * Tiptap configured for the site's rich-text subset: paragraphs, h2–h4, bold, italic, links,
 * bulleted and numbered lists, quotes and line breaks, with Tiptap's own undo. Everything the
 * sanitiser would drop (code, strike, underline, rules) is left out, so what you see is what is saved.
 */
function extensions(placeholder: string) {
  return [
    StarterKit.configure({
      heading: { levels: [2, 3, 4] },
      code: false,
      codeBlock: false,
      strike: false,
      underline: false,
      horizontalRule: false,
      link: {
        openOnClick: false,
        autolink: false,
        // A pasted link keeps its target only when content may use it.
        isAllowedUri: (url) => linkAddress(url) !== undefined,
        HTMLAttributes: { target: null, rel: null },
      },
    }),
    Placeholder.configure({ placeholder }),
  ];
}

/**
 * The rich-text editor: a toolbar (bold, italic, link, headings 2–4, lists, quote,
 * undo, redo) above a Tiptap text area, every action also on the keyboard (Ctrl/⌘+B, I, K for a
 * link, Ctrl/⌘+Alt+2–4, Ctrl/⌘+Shift+7/8/B, Ctrl/⌘+Z/Y); on the canvas Escape returns to the block's handle. Hands `onChange` the sanitised HTML
 * (`storedHtml`) and takes a new `value` from outside (the builder's undo, the other view of the
 * same field) without losing the caret to its own changes. Heavy: load it through
 * `LazyRichTextEditor`, never statically.
 */
export default function RichTextEditor(props: RichTextEditorProps) {
  const { value, onChange, onBlur, text, name, contentLang, label, describedBy, invalid, className, inlineId, placeholder } = props;
  const emitted = useRef(value);
  // What the editor sent and has not seen come back yet, oldest first: the form reports a change
  // after its input delay, so under load a value can come back while newer typing is on its way.
  const unechoed = useRef<string[]>([]);
  const change = useRef(onChange);
  useLayoutEffect(() => {
    change.current = onChange;
  }, [onChange]);
  const [linking, setLinking] = useState(false);

  const configured = useMemo(() => extensions(placeholder), [placeholder]);
  const editor = useEditor({
    extensions: configured,
    content: value,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        "aria-label": label,
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        ...(invalid ? { "aria-invalid": "true" } : {}),
        ...(contentLang ? { lang: contentLang } : {}),
        ...(inlineId ? { "data-inline-edit": inlineId } : {}),
        class: [
          "min-h-24 px-3 py-2 outline-none",
          "[&_.is-editor-empty:first-child]:before:pointer-events-none [&_.is-editor-empty:first-child]:before:float-start [&_.is-editor-empty:first-child]:before:h-0",
          "[&_.is-editor-empty:first-child]:before:italic [&_.is-editor-empty:first-child]:before:opacity-60 [&_.is-editor-empty:first-child]:before:content-[attr(data-placeholder)]",
          className ?? "",
        ].join(" "),
      },
    },
    onUpdate: ({ editor: current }) => {
      const html = storedHtml(current.getHTML());
      if (html === emitted.current) return;
      emitted.current = html;
      unechoed.current = [...unechoed.current.slice(-49), html];
      change.current(html);
    },
    onBlur: () => onBlur?.(),
  });

  // A value from outside (undo in the builder, the fields panel) replaces the text; the editor's own
  // echo does not, even a late one of an older text (replacing the newer one would undo the typing
  // since and drop the selection).
  useEffect(() => {
    const echo = unechoed.current.lastIndexOf(value);
    if (echo >= 0) {
      unechoed.current = unechoed.current.slice(echo + 1);
      return;
    }
    if (value === emitted.current) return;
    emitted.current = value;
    unechoed.current = [];
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const keyDown = (event: KeyboardEvent) => {
    const mod = event.ctrlKey || event.metaKey;
    if (mod && !event.altKey && !event.shiftKey && event.key.toLowerCase() === "k") {
      event.preventDefault();
      adoptDomSelection(editor);
      setLinking(true);
    } else if (event.key === "Escape" && inlineId && !linking) {
      // On the canvas, Escape leaves the text for its block's handle (Tab may be indenting a list item).
      event.preventDefault();
      focusBlock(inlineId);
    }
  };

  return (
    // The keys of the text area reach it first; only Ctrl/⌘+K (link) and, on the canvas, Escape are taken here.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      onKeyDown={keyDown}
      className={["rounded border bg-paper text-ink", invalid ? "border-red-700" : "border-ink/40", "focus-within:outline-2 focus-within:outline-accent"].join(
        " ",
      )}
    >
      <RichTextToolbar editor={editor} text={text} name={name} onLink={() => setLinking(true)} />
      {linking ? (
        <LinkForm
          text={text}
          initial={(editor.getAttributes("link").href as string | undefined) ?? ""}
          hasLink={editor.isActive("link")}
          onApply={(href) => {
            focusLater(editor);
            const chain = editor.chain().extendMarkRange("link");
            // Nothing selected and no link at the caret: the address itself becomes the linked text.
            if (editor.state.selection.empty && !editor.isActive("link"))
              chain.insertContent({ type: "text", text: href, marks: [{ type: "link", attrs: { href } }] }).run();
            else chain.setLink({ href }).run();
            setLinking(false);
          }}
          onRemove={() => {
            focusLater(editor);
            editor.chain().extendMarkRange("link").unsetLink().run();
            setLinking(false);
          }}
          onCancel={() => {
            setLinking(false);
            editor.commands.focus();
          }}
        />
      ) : null}
      <EditorContent editor={editor} />
    </div>
  );
}
