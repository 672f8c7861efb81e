/**
 * Block fields, declared once: what the content service stores and validates (field type, editor,
 * partitioning, allowed values, default, limits), what the builder shows (labels and hints in both
 * languages, tags) and how a view reads the untrusted value (`prop`). The props schema, its type and
 * the component schema are derived from these declarations (`define-block.ts`, `component-schema.ts`).
 */
import * as v from "valibot";
import type { Lang } from "../i18n/locales.ts";
import { sanitizeHtml } from "../lib/sanitize/html.ts";
import type { FieldTag } from "../lib/content/tags.ts";

/** A text in every site language (German, the master language, first). */
export type Localized = Record<Lang, string>;

/** `iv` (one value) or `language` (a value per language). */
export type Partitioning = "invariant" | "language";

/** The Squidex field types block fields use. */
export type FieldType = "String" | "Number" | "Boolean" | "References" | "Assets";

/** One field of a block type. `T` is the type a view reads (`v.InferOutput` of `prop`). */
export interface BlockField<T = unknown> {
  label: Localized;
  hints?: Localized;
  partitioning: Partitioning;
  fieldType: FieldType;
  /** The Squidex editor (`Input`, `RichText`, `Dropdown`, `Toggle`, `List`); Assets fields have none. */
  editor?: string;
  /** `Html` for rich text. */
  contentType?: "Html";
  tags: readonly FieldTag[];
  allowedValues?: readonly string[];
  /** The content service's `defaultValue`; a missing or malformed value reads as it too. */
  defaultValue?: string | number | boolean;
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  minValue?: number;
  maxValue?: number;
  maxItems?: number;
  /** A regular expression the content service checks (String fields). */
  pattern?: string;
  /** References fields: the name of the schema the ids point at (its id is resolved when the component schema is made). */
  references?: string;
  /** Assets fields: the asset type the picker offers. */
  expectedType?: "Image";
  /** Reads the untrusted stored value: never fails; a missing or malformed value becomes the default. */
  prop: v.GenericSchema<unknown, T>;
}

/** A block's fields by name, in editor order. */
export type BlockFields = Record<string, BlockField>;

/** Options every field takes. */
interface Common {
  label: Localized;
  hints?: Localized;
  tags: readonly FieldTag[];
  required?: boolean;
  /** Default `invariant`. */
  partitioning?: Partitioning;
}

/** `schema`, falling back to `fallback` when the value is missing or has the wrong shape. */
function lenient<T>(schema: v.GenericSchema<unknown, T>, fallback: T): v.GenericSchema<unknown, T> {
  return v.fallback(v.optional(schema, fallback as never), fallback as never) as v.GenericSchema<unknown, T>;
}

function declare<T>(options: Common, rest: Omit<BlockField<T>, keyof Common | "partitioning">): BlockField<T> {
  const { partitioning = "invariant", ...common } = options;
  return { ...common, partitioning, ...rest };
}

/** Field builders; each fixes the Squidex field type and editor and the lenient prop schema. */
export const field = {
  /**
   * Plain text; reads as `""` when absent or not a string, then through `clean` (e.g. `safeUrl`).
   * Named `clean` because Tailwind scans the sources and would emit a utility class for the obvious word.
   */
  string<T = string>(options: Common & { minLength?: number; maxLength?: number; pattern?: string; clean?: (value: string) => T }): BlockField<NoInfer<T>> {
    const { minLength, maxLength, pattern, clean, ...common } = options;
    const text = lenient(v.string(), "");
    const prop = (clean ? v.pipe(text, v.transform(clean)) : text) as v.GenericSchema<unknown, T>;
    return declare(common, { fieldType: "String", editor: "Input", minLength, maxLength, pattern, prop });
  },

  /** Rich text in the HTML subset of `sanitizeHtml`; sanitised while it is read, so a view never sees raw content. */
  richText(options: Common): BlockField<string> {
    return declare(options, {
      fieldType: "String",
      editor: "RichText",
      contentType: "Html",
      prop: v.pipe(
        lenient(v.string(), ""),
        v.transform((html: string) => sanitizeHtml(html)),
      ),
    });
  },

  /** One of `allowedValues` (a dropdown); anything else reads as `defaultValue`. */
  select<const V extends readonly [string, ...string[]]>(options: Common & { allowedValues: V; defaultValue: V[number] }): BlockField<V[number]> {
    const { allowedValues, defaultValue, ...common } = options;
    return declare(common, { fieldType: "String", editor: "Dropdown", allowedValues, defaultValue, prop: lenient(v.picklist(allowedValues), defaultValue) });
  },

  /** A whole number within `minValue`–`maxValue`; anything else reads as `defaultValue`. */
  number(options: Common & { minValue: number; maxValue: number; defaultValue: number }): BlockField<number> {
    const { minValue, maxValue, defaultValue, ...common } = options;
    const prop = lenient(v.pipe(v.number(), v.integer(), v.minValue(minValue), v.maxValue(maxValue)), defaultValue);
    return declare(common, { fieldType: "Number", editor: "Input", minValue, maxValue, defaultValue, prop });
  },

  /** A toggle; anything but a boolean reads as `defaultValue`. */
  boolean(options: Common & { defaultValue: boolean }): BlockField<boolean> {
    const { defaultValue, ...common } = options;
    return declare(common, { fieldType: "Boolean", editor: "Toggle", defaultValue, prop: lenient(v.boolean(), defaultValue) });
  },

  /** Ids of content items of the schema named `references` (`[id]`); `[]` when absent. */
  references(options: Common & { references: string; maxItems?: number }): BlockField<string[]> {
    const { references, maxItems, ...common } = options;
    return declare(common, { fieldType: "References", editor: "List", references, maxItems, prop: lenient(v.array(v.string()), []) });
  },

  /** Asset ids (`[assetId]`); `[]` when absent. */
  assets(options: Common & { expectedType?: "Image"; maxItems?: number }): BlockField<string[]> {
    const { expectedType, maxItems, ...common } = options;
    return declare(common, { fieldType: "Assets", expectedType, maxItems, prop: lenient(v.array(v.string()), []) });
  },
};

/** The props schema of a block: one lenient entry per field, so reading content never fails. */
export type PropsSchema<F extends BlockFields = BlockFields> = v.ObjectSchema<{ [K in keyof F]: F[K]["prop"] }, undefined>;

/** Derives the props schema `readProps` parses a block's fields with. */
export function propsSchema<const F extends BlockFields>(fields: F): PropsSchema<F> {
  const entries = Object.fromEntries(Object.entries(fields).map(([name, f]) => [name, f.prop]));
  return v.object(entries) as unknown as PropsSchema<F>;
}
