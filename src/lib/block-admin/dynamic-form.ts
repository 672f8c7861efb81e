import * as v from "valibot";
import type { UiKey, UiParams } from "../../i18n/t.ts";
import { unsupportedField, type FieldProblem } from "../content/field-support.ts";
import { blockLabel, labelTag } from "../content/block-label.ts";
import { EDITOR, HIDDEN, SCHEMA_TAG, VIEW } from "../content/tags.ts";

/** The Squidex field types a dynamic block's field may have (those the builder's editors edit without further settings). */
export const DYNAMIC_FIELD_TYPES = ["String", "Number", "Boolean", "Assets", "References"] as const;

/**
 * The schema a References field of a dynamic block points at, by its editor tag: a colour or a
 * text style, one item each (the builder's reference picker edits them, the generic view paints
 * `view:background` and applies `view:class`). An icon is a String field tagged `editor:icon`: blocks
 * keep an icon's name, which the icon picker, the views and the icons' usage all read.
 */
export const REFERENCE_SCHEMAS: Readonly<Partial<Record<string, string>>> = { [EDITOR.color]: "colors", [EDITOR.textstyle]: "text-styles" };
export const MAX_FIELDS = 30;
export const LABEL_MAX = 80;
const TEXT_MAX = 500;
/** A block type's schema name: lower-case words with dashes; `block-` names the code-backed ones. */
export const BLOCK_NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
const FIELD_NAME = /^[a-z][a-zA-Z0-9]*$/;

/** One field row of the form, as typed (strings, so a refused form shows exactly what was sent). */
export interface FieldRow {
  name: string;
  type: string;
  localized: boolean;
  editor: string;
  view: string;
  hidden: boolean;
  required: boolean;
  minLength: string;
  maxLength: string;
  allowedValues: string;
  defaultValue: string;
  order: string;
  remove: boolean;
}

/** The dynamic block form as typed. */
export interface BlockForm {
  name: string;
  label: { de: string; en: string };
  fields: FieldRow[];
}

/** A problem with one input, as a UI string and its values; keyed by the input's name (`name`, `field.2.maxLength`). */
export interface Problem {
  key: UiKey;
  params?: UiParams;
}
export type Problems = Record<string, Problem>;

/** The Squidex schema a dynamic block is stored as (`CreateSchemaDto` / `SynchronizeSchemaDto` fields). */
export interface DynamicSchemaDto {
  name: string;
  type: "Component";
  isPublished: true;
  properties: { label: string; tags: string[] };
  fields: { name: string; partitioning: "invariant" | "language"; properties: Record<string, unknown> & { fieldType: string; tags: string[] } }[];
}

const Text = (max: number) => v.optional(v.pipe(v.string(), v.maxLength(max)), "");
const Flag = v.optional(v.pipe(v.string(), v.maxLength(10)));
const RowSchema = v.object({
  name: Text(100),
  type: Text(40),
  localized: Flag,
  editor: Text(40),
  view: Text(40),
  hidden: Flag,
  required: Flag,
  minLength: Text(10),
  maxLength: Text(10),
  allowedValues: Text(TEXT_MAX * 4),
  defaultValue: Text(TEXT_MAX),
  order: Text(10),
  remove: Flag,
});

/** The raw form's shape: a body not of it is a 400 InvalidBody (nothing is read from it). */
export const BlockFormSchema = v.object({
  name: Text(100),
  label_de: Text(LABEL_MAX * 2),
  label_en: Text(LABEL_MAX * 2),
  fields: v.pipe(v.array(RowSchema), v.maxLength(MAX_FIELDS + 1)),
});

/** The typed form from a posted body (`field.<i>.<input>` rows, in row order). */
export function readBlockForm(body: FormData): v.InferInput<typeof BlockFormSchema> {
  const rows: Record<string, string>[] = [];
  const scalar: Record<string, string> = {};
  for (const [key, value] of body) {
    if (typeof value !== "string") continue;
    const row = /^field\.(\d{1,2})\.([a-zA-Z]+)$/.exec(key);
    if (row) (rows[Number(row[1])] ??= {})[row[2]!] = value;
    else if (key === "name" || key === "label_de" || key === "label_en") scalar[key] = value;
  }
  return { ...scalar, fields: Array.from(rows, (row) => row ?? {}) } as v.InferInput<typeof BlockFormSchema>;
}

/** The form parsed into what it says, rows kept as typed. */
export function blockFormValues(input: v.InferOutput<typeof BlockFormSchema>): BlockForm {
  const on = (value: string | undefined) => value !== undefined && value !== "";
  return {
    name: input.name.trim(),
    label: { de: input.label_de.trim(), en: input.label_en.trim() },
    fields: input.fields.map((row) => ({
      ...row,
      name: row.name.trim(),
      localized: on(row.localized),
      hidden: on(row.hidden),
      required: on(row.required),
      remove: on(row.remove),
    })),
  };
}

/** The message of a field refused by the tag rule: names the field and the tags that would support it. */
export function tagProblem(problem: FieldProblem, type: string): Problem {
  const supporting = problem.supporting.join(", ");
  if (!supporting) return { key: "admin.blocks.error.tag.noEditorForType", params: { field: problem.field, type } };
  return { key: `admin.blocks.error.tag.${problem.kind}`, params: { field: problem.field, type, tags: problem.tags.join(", "), supporting } };
}

const count = (value: string): number | undefined | null => {
  if (value.trim() === "") return undefined;
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 && n <= 100_000 ? n : null;
};

/** The default value of a field of `type` from what was typed; null when it does not fit the type. */
function defaultOf(type: string, value: string): unknown {
  if (value.trim() === "") return undefined;
  if (type === "Number") return Number.isFinite(Number(value)) ? Number(value) : null;
  if (type === "Boolean") return value === "true" ? true : value === "false" ? false : null;
  if (type === "String") return value;
  return null;
}

/**
 * Checks the form and builds the schema: the block's name (on create; not a code block's, not
 * taken), a label in each language, at least one field, and per field a name, a type, the tag
 * rule (`unsupportedField`), sensible lengths and a default that fits. `taken` holds every
 * existing schema name. Rows marked `remove` and empty new rows are left out; the others are
 * ordered by their `order` number (ties keep the form's order). A References field points at the
 * schema its editor tag names (`REFERENCE_SCHEMAS`, resolved through `schemaIds`: name → id).
 */
export function checkBlockForm(
  form: BlockForm,
  o: { creating: boolean; taken: ReadonlySet<string>; schemaIds?: ReadonlyMap<string, string> },
): { dto: DynamicSchemaDto } | { problems: Problems } {
  const problems: Problems = {};
  if (o.creating) {
    if (!form.name) problems.name = { key: "admin.blocks.error.name.required" };
    else if (form.name.length > 60 || !BLOCK_NAME.test(form.name)) problems.name = { key: "admin.blocks.error.name.invalid" };
    else if (form.name.startsWith("block-")) problems.name = { key: "admin.blocks.error.name.reserved" };
    else if (o.taken.has(form.name)) problems.name = { key: "admin.blocks.error.name.taken", params: { name: form.name } };
  }
  for (const l of ["de", "en"] as const) {
    if (!form.label[l]) problems[`label_${l}`] = { key: "admin.blocks.error.label.required" };
    else if (form.label[l].length > LABEL_MAX) problems[`label_${l}`] = { key: "admin.blocks.error.label.long", params: { max: LABEL_MAX } };
  }
  const rows = form.fields
    .map((row, index) => ({ row, index }))
    .filter(({ row }) => !row.remove && !(row.name === "" && row.editor === "" && row.view === "" && row.defaultValue === "" && row.allowedValues === ""));
  if (rows.length === 0) problems.fields = { key: "admin.blocks.error.fields.none" };
  if (rows.length > MAX_FIELDS) problems.fields = { key: "admin.blocks.error.fields.many", params: { max: MAX_FIELDS } };
  const names = new Set<string>();
  const fields: DynamicSchemaDto["fields"] = [];
  const orders: number[] = [];
  for (const { row, index } of rows) {
    const at = (input: string) => `field.${index}.${input}`;
    const before = Object.keys(problems).length;
    if (!row.name) problems[at("name")] = { key: "admin.blocks.error.field.name.required" };
    else if (row.name.length > 40 || !FIELD_NAME.test(row.name)) problems[at("name")] = { key: "admin.blocks.error.field.name.invalid" };
    else if (names.has(row.name)) problems[at("name")] = { key: "admin.blocks.error.field.name.taken", params: { field: row.name } };
    names.add(row.name);
    if (!(DYNAMIC_FIELD_TYPES as readonly string[]).includes(row.type)) problems[at("type")] = { key: "admin.blocks.error.field.type" };
    const editorKnown = row.editor === "" || (Object.values(EDITOR) as string[]).includes(row.editor);
    const viewKnown = row.view === "" || (Object.values(VIEW) as string[]).includes(row.view);
    if (!editorKnown || !viewKnown) problems[at("editor")] = { key: "admin.blocks.error.field.tagUnknown" };
    const min = count(row.minLength);
    const max = count(row.maxLength);
    if (min === null) problems[at("minLength")] = { key: "admin.blocks.error.field.length" };
    if (max === null) problems[at("maxLength")] = { key: "admin.blocks.error.field.length" };
    if (typeof min === "number" && typeof max === "number" && min > max) problems[at("maxLength")] = { key: "admin.blocks.error.field.lengthOrder" };
    const allowedValues = row.allowedValues
      .split(/[\n,]/)
      .map((value) => value.trim())
      .filter(Boolean);
    if (allowedValues.some((value) => value.length > 100) || allowedValues.length > 50)
      problems[at("allowedValues")] = { key: "admin.blocks.error.field.allowed" };
    const defaultValue = defaultOf(row.type, row.defaultValue);
    if (defaultValue === null) problems[at("defaultValue")] = { key: "admin.blocks.error.field.default", params: { type: row.type } };
    else if (typeof defaultValue === "string" && allowedValues.length && !allowedValues.includes(defaultValue))
      problems[at("defaultValue")] = { key: "admin.blocks.error.field.defaultAllowed" };
    const order = row.order.trim() === "" ? index + 1 : Number(row.order);
    if (!Number.isInteger(order) || order < 0 || order > 1000) problems[at("order")] = { key: "admin.blocks.error.field.order" };
    if (Object.keys(problems).length > before) continue;

    const tags = [row.editor, row.view, row.hidden ? HIDDEN : ""].filter(Boolean);
    const properties: DynamicSchemaDto["fields"][number]["properties"] = {
      fieldType: row.type,
      label: row.name,
      isRequired: row.required,
      ...(min !== undefined ? { minLength: min } : {}),
      ...(max !== undefined ? { maxLength: max } : {}),
      ...(allowedValues.length ? { allowedValues } : {}),
      ...(defaultValue !== undefined ? { defaultValue } : {}),
      tags,
    };
    // The tag rule: a field no editor could edit is refused, naming the tags that would support it.
    const refused = unsupportedField({ name: row.name, properties });
    if (refused) {
      problems[at("editor")] = tagProblem(refused, row.type);
      continue;
    }
    if (row.type === "References") {
      const target = REFERENCE_SCHEMAS[row.editor];
      const id = target === undefined ? undefined : o.schemaIds?.get(target);
      if (target === undefined) problems[at("editor")] = { key: "admin.blocks.error.field.referenceKind", params: { field: row.name } };
      else if (id === undefined) problems[at("editor")] = { key: "admin.blocks.error.field.referenceSchema", params: { field: row.name, schema: target } };
      if (id === undefined) continue;
      Object.assign(properties, { editor: "List", schemaIds: [id], maxItems: 1 });
    }
    // Only text has a value per language: an icon's name and a choice are one value, as in the code blocks.
    const textual = row.type === "String" && row.editor !== EDITOR.icon && row.editor !== EDITOR.select;
    fields.push({ name: row.name, partitioning: row.localized && textual ? "language" : "invariant", properties });
    orders.push(order);
  }
  if (Object.keys(problems).length) return { problems };
  const ordered = fields.map((field, i) => ({ field, order: orders[i]!, i })).sort((a, b) => a.order - b.order || a.i - b.i);
  return {
    dto: {
      name: form.name,
      type: "Component",
      isPublished: true,
      properties: { label: form.label.de, tags: [SCHEMA_TAG.block, labelTag("de", form.label.de), labelTag("en", form.label.en)] },
      fields: ordered.map(({ field }) => field),
    },
  };
}

export { blockLabel, labelTag };
