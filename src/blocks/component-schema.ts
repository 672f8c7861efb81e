import { compileRules } from "../forms/rules/compile-rules.ts";
import { RuleError } from "../forms/rules/rule-error.ts";
import type { BlockType } from "./define-block.ts";
import type { BlockField, Partitioning } from "./fields.ts";
import { EDITOR_FIELD_TYPES, RULE_TAG, SCHEMA_TAG, isEditorTag, isFieldTag } from "../lib/content/tags.ts";

/** A field of a Squidex `CreateSchemaDto`. */
export interface ComponentFieldDto {
  name: string;
  partitioning: Partitioning;
  properties: Record<string, unknown> & { fieldType: string; label: string };
}

/** The Squidex `CreateSchemaDto` of a block's component schema. */
export interface ComponentSchemaDto {
  name: string;
  type: "Component";
  isPublished: true;
  properties: { label: string; tags: string[] };
  fields: ComponentFieldDto[];
}

/** A block field the builder could not edit (a field without a supporting `editor:*` tag fails). */
export class BlockFieldError extends Error {
  readonly block: string;
  readonly field: string;
  constructor(block: string, field: string, problem: string) {
    super(`Block ${block}, field ${field}: ${problem}`);
    this.name = "BlockFieldError";
    this.block = block;
    this.field = field;
  }
}

/** Refuses a `rule:` tag whose rule string would not build (an unknown rule, wrong arguments). */
function assertRuleTags(block: string, field: string, tags: readonly string[]): void {
  for (const tag of tags.filter((tag) => tag.startsWith(RULE_TAG))) {
    try {
      compileRules(tag.slice(RULE_TAG.length), field);
    } catch (error) {
      if (error instanceof RuleError) throw new BlockFieldError(block, field, `${tag}: ${error.message}`);
      throw error;
    }
  }
}

/**
 * Refuses a field unless it has exactly one `editor:*` tag, that editor can edit its field type
 * (a select also needs `allowedValues`), every tag is of the vocabulary (`tags.ts`) and every
 * `rule:` tag builds. Works on field properties, so admin-defined component schemas can be
 * checked the same way.
 */
export function assertSupportedField(
  block: string,
  field: string,
  properties: { fieldType: string; tags?: readonly string[]; allowedValues?: readonly unknown[] },
): void {
  const tags = properties.tags ?? [];
  const unknown = tags.filter((tag) => !isFieldTag(tag));
  if (unknown.length) throw new BlockFieldError(block, field, `unknown tag ${unknown.join(", ")}`);
  const editors = tags.filter(isEditorTag);
  if (editors.length !== 1) throw new BlockFieldError(block, field, `needs exactly one editor:* tag, has ${editors.length ? editors.join(", ") : "none"}`);
  const editor = editors[0]!;
  if (!EDITOR_FIELD_TYPES[editor].includes(properties.fieldType))
    throw new BlockFieldError(block, field, `${editor} cannot edit a ${properties.fieldType} field`);
  if (editor === "editor:select" && !properties.allowedValues?.length) throw new BlockFieldError(block, field, "editor:select needs allowedValues");
  assertRuleTags(block, field, tags);
}

/** Squidex field properties of a declaration; labels and hints in German, the site's master language. */
function fieldProperties(declaration: BlockField, schemaIdOf: (name: string) => string): ComponentFieldDto["properties"] {
  const {
    label,
    hints,
    fieldType,
    editor,
    contentType,
    tags,
    allowedValues,
    defaultValue,
    required,
    minLength,
    maxLength,
    minValue,
    maxValue,
    maxItems,
    pattern,
    references,
    expectedType,
  } = declaration;
  const properties: Record<string, unknown> = {
    fieldType,
    label: label.de,
    hints: hints?.de,
    editor,
    contentType,
    isRequired: required,
    allowedValues: allowedValues ? [...allowedValues] : undefined,
    defaultValue,
    minLength,
    maxLength,
    minValue,
    maxValue,
    maxItems,
    pattern,
    schemaIds: references ? [schemaIdOf(references)] : undefined,
    expectedType,
    tags: [...tags],
  };
  for (const key of Object.keys(properties)) if (properties[key] === undefined) delete properties[key];
  return properties as ComponentFieldDto["properties"];
}

/**
 * The component schema of a block type as the content service stores it. `schemaIdOf` resolves the
 * schema a References field points at. Throws a `BlockFieldError` for a field without a supporting tag.
 */
export function componentSchema(block: BlockType, schemaIdOf: (name: string) => string): ComponentSchemaDto {
  const fields = Object.entries(block.fields).map(([name, declaration]): ComponentFieldDto => {
    assertSupportedField(block.schemaName, name, declaration);
    return { name, partitioning: declaration.partitioning, properties: fieldProperties(declaration, schemaIdOf) };
  });
  const tags = [SCHEMA_TAG.block, SCHEMA_TAG.category(block.category), ...(block.container ? [SCHEMA_TAG.container] : [])];
  return { name: block.schemaName, type: "Component", isPublished: true, properties: { label: block.label.de, tags }, fields };
}
