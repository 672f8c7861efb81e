import type { EditKit } from "../../blocks/edit-kit.ts";
import { useEditor } from "../use-editor.ts";
import { InlineRichText } from "./InlineRichText.tsx";
import { InlineText } from "./InlineText.tsx";

/** The editor's controls for the blocks' Edit variants (handed to each by the canvas). */
export const editKit: EditKit = {
  InlineText,
  RichText: InlineRichText,
  useCurrent: (id) => useEditor((editor) => editor.current === id),
};
