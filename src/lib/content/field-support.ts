import { EDITOR_FIELD_TYPES, isEditorTag, isFieldTag, type EditorTag } from "./tags.ts";

/** Why a block field is refused: the builder could not edit it. */
export type FieldProblemKind = "noEditor" | "severalEditors" | "wrongEditor" | "unknownTag" | "selectValues";

/** A block field without a supporting tag, with the tags that would support it. */
export interface FieldProblem {
  field: string;
  kind: FieldProblemKind;
  /** The field's own tags that are the problem (the unknown ones, the editors it has). */
  tags: string[];
  /** The `editor:*` tags that can edit the field's type; empty for a type no editor edits. */
  supporting: EditorTag[];
}

/** The `editor:*` tags whose editor can edit a field of Squidex type `fieldType`. */
export function supportingTags(fieldType: string): EditorTag[] {
  return (Object.keys(EDITOR_FIELD_TYPES) as EditorTag[]).filter((tag) => EDITOR_FIELD_TYPES[tag].includes(fieldType));
}

/**
 * The tag rule of block fields (spec: "creating a block whose field lacks a supporting tag
 * fails"): a field needs exactly one `editor:*` tag whose editor edits its type (a select also
 * needs allowed values), and every tag must be of the vocabulary (`tags.ts`). Undefined for a
 * supported field. The same rule as the code blocks' declarations; `rule:` strings are checked
 * where the form rules are (src/blocks/component-schema.ts).
 */
export function unsupportedField(field: {
  name: string;
  properties: { fieldType: string; tags?: readonly string[] | null; allowedValues?: readonly unknown[] | null };
}): FieldProblem | undefined {
  const tags = field.properties.tags ?? [];
  const supporting = supportingTags(field.properties.fieldType);
  const problem = (kind: FieldProblemKind, of: string[]): FieldProblem => ({ field: field.name, kind, tags: of, supporting });
  const unknown = tags.filter((tag) => !isFieldTag(tag));
  if (unknown.length) return problem("unknownTag", unknown);
  const editors = tags.filter(isEditorTag);
  if (editors.length === 0) return problem("noEditor", []);
  if (editors.length > 1) return problem("severalEditors", editors);
  const editor = editors[0]!;
  if (!EDITOR_FIELD_TYPES[editor].includes(field.properties.fieldType)) return problem("wrongEditor", [editor]);
  if (editor === "editor:select" && !field.properties.allowedValues?.length) return problem("selectValues", [editor]);
  return undefined;
}
