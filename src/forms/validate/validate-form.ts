import type { Lang } from "../../i18n/locales.ts";
import { DEFAULT_LANG, isLang } from "../../i18n/locales.ts";
import { languageName } from "../../i18n/language-name.ts";
import { t } from "../../i18n/t.ts";
import type { FormField, FormModel } from "../model/build-form-model.ts";
import { partsOf, pathOf, readField, readPart, type Part } from "../model/field-paths.ts";
import { firstFailure } from "../rules/run-rules.ts";
import { hasValueType } from "./value-schemas.ts";

/** The outcome of `validateForm`. */
export interface FormValidation {
  valid: boolean;
  /**
   * One message per invalid value, by its dot path in the content data: `title.iv`, `title.de`,
   * `title.en`, or `title` when the field's value is not an object of partitions. In the model's
   * field order, so the first key is the field to focus. Fits `HttpError` details and react-aria's
   * `<Form validationErrors>` (inputs named by path).
   */
  errors: Record<string, string[]>;
  /** When invalid: the summary, 'Form incomplete.' and 'Sorry, not all fields are filled out correctly.' */
  summary?: { title: string; text: string };
}

export interface ValidateOptions {
  /** "Now" for date rules without a date, in ms since the epoch; the current time by default. */
  now?: number;
}

/** The value of `field` in the partition `part`: its own language when localized, the master language for an `iv` reader. */
function valueIn(data: unknown, field: FormField | undefined, part: Part): unknown {
  if (!field) return undefined;
  return readPart(data, field.name, field.localized ? (part === "iv" ? DEFAULT_LANG : part) : "iv");
}

/** The message for one value of `field`, or `undefined` when it passes. */
function checkValue(model: FormModel, field: FormField, data: unknown, part: Part, lang: Lang, now: number): string | undefined {
  const value = readPart(data, field.name, part);
  if (!hasValueType(field.fieldType, value)) return t(lang, "form.fallback");
  const translation = part !== "iv" && part !== DEFAULT_LANG;
  // A translation left out falls back to the master language on read (as in Squidex), so only its
  // rules apply; an empty one is read as it is, so a required field needs it in every language.
  if (translation && (value === undefined || value === null)) return undefined;
  const failed = firstFailure(field.rules, value, { now, valueOf: (name) => valueIn(data, model.byName.get(name), part) });
  const labelOf = (name: string) => model.byName.get(name)?.label[lang] ?? name;
  // Said with the language, as the form shows both side by side: "Text (Englisch) ist ein Pflichtfeld."
  const label = translation && failed?.runsOnEmpty ? `${field.label[lang]} (${languageName(lang, part)})` : field.label[lang];
  return failed?.message({ lang, name: field.name, label, value, labelOf });
}

/**
 * Validates content data (`{ field: { iv: value } }`, localized fields `{ field: { de, en } }`) against
 * a form model, with messages in `lang`. Each value runs its field's rules in order and gets the
 * message of the first that fails; a value of the wrong JSON type gets 'This field is not valid.'.
 * Localized fields are validated per language; a translation left out is fine, since it falls back
 * to German on read, but an empty one is read as empty: a required field needs it. Fields the model does not have are left to the content service.
 *
 * The same on the server (every write through the site) and in the browser. Never throws: data of
 * any shape, huge strings and lists, and keys such as `__proto__` or `constructor` give messages.
 */
export function validateForm(model: FormModel, data: unknown, lang: Lang, options: ValidateOptions = {}): FormValidation {
  const language = isLang(lang) ? lang : DEFAULT_LANG;
  const now = options.now ?? Date.now();
  const errors: Record<string, string[]> = {};
  for (const field of model.fields) {
    try {
      const partitions = readField(data, field.name);
      if (partitions !== undefined && partitions !== null && (typeof partitions !== "object" || Array.isArray(partitions))) {
        errors[field.name] = [t(language, "form.fallback")];
        continue;
      }
      for (const part of partsOf(field)) {
        const message = checkValue(model, field, data, part, language, now);
        if (message !== undefined) errors[pathOf(field.name, part)] = [message];
      }
    } catch {
      // Only a caller's own objects can throw here (a getter, a Proxy); parsed JSON cannot. Such data is not valid.
      errors[field.name] = [t(language, "form.fallback")];
    }
  }
  const valid = Object.keys(errors).length === 0;
  return valid ? { valid, errors } : { valid, errors, summary: { title: t(language, "form.summary.title"), text: t(language, "form.summary.text") } };
}
