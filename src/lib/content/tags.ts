/**
 * The tag vocabulary of block component schemas. Field tags (`properties.tags` of a field) are read
 * by the builder's form generator and by the generic view of admin-defined blocks: every field
 * carries exactly one `editor:*` tag, and a `view:*` tag when it is rendered (fields without one
 * configure the block, e.g. a level or a limit). Schema tags (`properties.tags` of the schema) mark
 * a component schema as a block type.
 */

/** How the builder edits a field; exactly one per field. */
export const EDITOR = {
  /** Single-line text input. */
  text: "editor:text",
  /** Multi-line plain text. */
  textarea: "editor:textarea",
  /** Rich-text editor producing the sanitised HTML subset (p, h2–h4, strong, em, a, ul, ol, li, blockquote, br). */
  richtext: "editor:richtext",
  /** Number input; `minValue`/`maxValue` apply. */
  number: "editor:number",
  /** Boolean toggle. */
  checkbox: "editor:checkbox",
  /** Dropdown of the field's `allowedValues`. */
  select: "editor:select",
  /** Link input: site-relative path, `https:`, `mailto:` or `tel:` only. */
  url: "editor:url",
  /** Picker over the `colors` schema (value: `[colorId]`). */
  color: "editor:color",
  /** Picker over the `text-styles` schema (value: `[textStyleId]`). */
  textstyle: "editor:textstyle",
  /** Picker over the `icons` schema (value: the icon name). */
  icon: "editor:icon",
  /** Asset picker (value: `[assetId]`). */
  image: "editor:image",
  /** Content picker over the field's `schemaIds` (value: `[contentId]`). */
  reference: "editor:reference",
} as const;

/** How the generic view renders a field; none for configuration fields. */
export const VIEW = {
  /** The block's heading (its level from a `level` field). */
  heading: "view:heading",
  /** Plain text (a paragraph or a label). */
  text: "view:text",
  /** Sanitised HTML. */
  richtext: "view:richtext",
  /** A responsive `<img>` of the referenced asset. */
  image: "view:image",
  /** The alt text of the block's `view:image`. */
  alt: "view:alt",
  /** The caption of the block's `view:image`. */
  caption: "view:caption",
  /** The `href` of the block's link. */
  link: "view:link",
  /** The text of the block's link or the accessible name of its icon. */
  label: "view:label",
  /** An inline icon. */
  icon: "view:icon",
  /** The block's background colour. */
  background: "view:background",
  /** The block's `id` attribute (in-page link target). */
  anchor: "view:anchor",
  /** Text-style classes applied to the block's text. */
  class: "view:class",
  /** An iframe source from an allow-listed provider. */
  embed: "view:embed",
} as const;

/** A field with this tag is skipped by the generated form. */
export const HIDDEN = "isHidden";

/**
 * Prefix of a tag adding validation rules to the generated form: `rule:<rule string>`, e.g.
 * `rule:alpha_spaces|not:Admin` (src/forms). A tag, because Squidex drops field properties it does
 * not know and keeps tags.
 */
export const RULE_TAG = "rule:";

export type EditorTag = (typeof EDITOR)[keyof typeof EDITOR];
export type ViewTag = (typeof VIEW)[keyof typeof VIEW];
export type RuleTag = `${typeof RULE_TAG}${string}`;
/** Any tag a block field may carry. */
export type FieldTag = EditorTag | ViewTag | typeof HIDDEN | RuleTag;

/** The palette groups of the builder; one `category:*` schema tag each. */
export const CATEGORIES = ["layout", "content", "media", "directory", "booking", "challenges"] as const;
export type BlockCategory = (typeof CATEGORIES)[number];

/** Schema-level tags of a block's component schema. */
export const SCHEMA_TAG = {
  /** Marks a component schema as a block type (code-backed or admin-defined). */
  block: "block",
  /** Instances of the block hold `children`. */
  container: "container",
  /** The builder palette group, e.g. `category:layout`. */
  category: (category: BlockCategory) => `category:${category}` as const,
} as const;

/**
 * The Squidex field types each editor can edit: a field's `editor:*` tag supports it only when its
 * type is listed (a field without a supporting tag is refused).
 */
export const EDITOR_FIELD_TYPES: Record<EditorTag, readonly string[]> = {
  "editor:text": ["String"],
  "editor:textarea": ["String"],
  "editor:richtext": ["String"],
  "editor:number": ["Number"],
  "editor:checkbox": ["Boolean"],
  "editor:select": ["String"],
  "editor:url": ["String"],
  "editor:color": ["References"],
  "editor:textstyle": ["References"],
  "editor:icon": ["String"],
  "editor:image": ["Assets"],
  "editor:reference": ["References"],
};

const FIELD_TAGS: ReadonlySet<string> = new Set<string>([...Object.values(EDITOR), ...Object.values(VIEW), HIDDEN]);

/** True for a tag of the field vocabulary (a `rule:` tag whatever its rule string; the form model checks that). */
export function isFieldTag(tag: string): tag is FieldTag {
  return FIELD_TAGS.has(tag) || tag.startsWith(RULE_TAG);
}

/** True for an `editor:*` tag of the vocabulary. */
export function isEditorTag(tag: string): tag is EditorTag {
  return Object.hasOwn(EDITOR_FIELD_TYPES, tag);
}
