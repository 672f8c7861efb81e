import { HIDDEN } from "../../lib/content/tags.ts";
import type { Lang } from "../../i18n/locales.ts";
import { LOCALES } from "../../i18n/locales.ts";
import { parseOrThrow } from "../../lib/parse.ts";
import { RuleError } from "../rules/rule-error.ts";
import type { CompiledRule } from "../rules/rule.ts";
import { FormFieldJsonSchema, type FormFieldJson } from "./field-json.ts";
import { fieldKind, type FieldKind } from "./field-kind.ts";
import { fieldRules } from "./field-rules.ts";

/** A text in every site language. */
export type Texts = Record<Lang, string>;

/** One field of a generated form: what a UI needs to render it and what `validateForm` checks. */
export interface FormField {
  /** The Squidex field name; the key of its value in the content data. */
  name: string;
  kind: FieldKind;
  /** The Squidex field type (`String`, `Number`…): it fixes the JSON type of the value. */
  fieldType: string;
  /** Partitioned by language: one value per site language (`de`, `en`) instead of one `iv` value. */
  localized: boolean;
  label: Texts;
  hints?: Texts;
  placeholder?: string;
  /** Has a `required` rule (for the asterisk; the rule does the checking). */
  required: boolean;
  /** The choices of a select or radio field (Squidex `allowedValues`). */
  options?: readonly (string | number)[];
  /** The Squidex editor (`Input`, `TextArea`, `Dropdown`, `RichText`…), if the schema names one. */
  editor?: string;
  /** The field's tags (`editor:*`, `view:*`, `rule:*`), for a UI to pick a specialised editor. */
  tags: readonly string[];
  /** The schemas a references or component field points at. */
  schemaIds?: readonly string[];
  /** The rules `validateForm` runs, in order. */
  rules: readonly CompiledRule[];
}

/** A generated form: its fields in schema order. */
export interface FormModel {
  readonly fields: readonly FormField[];
  readonly byName: ReadonlyMap<string, FormField>;
}

/** Labels and hints per language for fields by name, e.g. a block's field declarations (`BlockFields`). */
export type FieldTexts = Readonly<Record<string, { label?: Partial<Texts>; hints?: Partial<Texts> }>>;

export interface FormModelOptions {
  /**
   * Labels and hints per language. A Squidex field has one label (the site's master language,
   * German); without a text here every language shows it, and a field without a label its name.
   */
  texts?: FieldTexts;
}

/** A text in every language: the one `given` for it, else the Squidex text, else one given for another language. */
function perLanguage(given: Partial<Texts> | undefined, squidex: string | null | undefined): Texts | undefined {
  const base = (squidex || undefined) ?? LOCALES.map((lang) => given?.[lang]).find((text) => text !== undefined);
  if (base === undefined) return undefined;
  return Object.fromEntries(LOCALES.map((lang) => [lang, given?.[lang] ?? base])) as Texts;
}

function formField(json: FormFieldJson, kind: FieldKind, texts: FieldTexts[string] | undefined): FormField {
  const p = json.properties;
  const rules = fieldRules(json, kind);
  const hints = perLanguage(texts?.hints, p.hints);
  return {
    name: json.name,
    kind,
    fieldType: p.fieldType,
    localized: json.partitioning === "language",
    label: perLanguage(texts?.label, p.label) ?? (Object.fromEntries(LOCALES.map((lang) => [lang, json.name])) as Texts),
    ...(hints ? { hints } : {}),
    ...(p.placeholder ? { placeholder: p.placeholder } : {}),
    required: rules.some((rule) => rule.name === "required"),
    ...((kind === "select" || kind === "radio") && p.allowedValues?.length ? { options: p.allowedValues } : {}),
    ...(p.editor ? { editor: p.editor } : {}),
    tags: p.tags ?? [],
    ...(p.schemaIds?.length ? { schemaIds: p.schemaIds } : {}),
    rules,
  };
}

/**
 * The form of content-service schema fields (Squidex `FieldDto`s as the schema API returns them, or
 * the fields of `componentSchema`). Skips hidden fields (`isHidden`, or tagged `isHidden`) and fields
 * no form shows (`UI`). Throws a `ParseError` for a field that is not field JSON, an `Error` for a
 * name given twice and a `RuleError` for a rule that would not build or reads a field the form lacks,
 * so a form that is built validates without surprises.
 */
export function buildFormModel(fields: readonly unknown[], options: FormModelOptions = {}): FormModel {
  const { texts = {} } = options;
  const byName = new Map<string, FormField>();
  const names = new Set<string>();
  fields.forEach((input, index) => {
    const json = parseOrThrow(FormFieldJsonSchema, input, `form field ${index + 1}`);
    if (names.has(json.name)) throw new Error(`Form field "${json.name}" is given twice.`);
    names.add(json.name);
    const kind = fieldKind(json);
    if (json.isHidden || json.properties.tags?.includes(HIDDEN) || !kind) return;
    byName.set(json.name, formField(json, kind, Object.hasOwn(texts, json.name) ? texts[json.name] : undefined));
  });
  for (const field of byName.values()) {
    for (const rule of field.rules) {
      const missing = rule.reads.find((name) => !byName.has(name));
      if (missing) throw new RuleError(field.name, rule.name, `reads field "${missing}", which the form does not have (hidden fields are left out)`);
    }
  }
  return { fields: [...byName.values()], byName };
}
