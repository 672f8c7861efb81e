import { buildFormModel, validateForm, type FormFieldJson, type FormModel } from "../../forms/index.ts";
import type { Lang } from "../../i18n/locales.ts";
import { t } from "../../i18n/t.ts";
import { RULE_TAG } from "../../lib/content/tags.ts";

/** Longest name a sender may give. */
export const NAME_MAX_LENGTH = 120;
/** Longest e-mail address (RFC 5321's path limit). */
export const EMAIL_MAX_LENGTH = 254;
/** Longest message. */
export const MESSAGE_MAX_LENGTH = 5000;

/** The form's fields in the order it shows them. */
export const CONTACT_FIELD_NAMES = ["name", "email", "message"] as const;
export type ContactFieldName = (typeof CONTACT_FIELD_NAMES)[number];

/** What a sender typed, trimmed; the form shows it again as it was when anything is refused. */
export type ContactValues = Record<ContactFieldName, string>;

/**
 * The contact form as content-service field JSON, so the form generator's rules and messages
 * check it on the server and in the browser alike. The name is one line: it becomes a mail's
 * display name and a list entry, so no control character may pass.
 */
const FIELDS: FormFieldJson[] = [
  {
    name: "name",
    partitioning: "invariant",
    properties: {
      fieldType: "String",
      isRequired: true,
      maxLength: NAME_MAX_LENGTH,
      tags: [`${RULE_TAG}matches:/^[^\\u0000-\\u001f\\u007f]*$/`],
    },
  },
  { name: "email", partitioning: "invariant", properties: { fieldType: "String", isRequired: true, maxLength: EMAIL_MAX_LENGTH } },
  { name: "message", partitioning: "invariant", properties: { fieldType: "String", editor: "TextArea", isRequired: true, maxLength: MESSAGE_MAX_LENGTH } },
];

let model: FormModel | undefined;

/** The contact form's model with its labels in both languages (`contact.field.*`). */
export function contactFormModel(): FormModel {
  model ??= buildFormModel(FIELDS, {
    texts: {
      name: { label: { de: t("de", "contact.field.name"), en: t("en", "contact.field.name") } },
      email: { label: { de: t("de", "contact.field.email"), en: t("en", "contact.field.email") } },
      message: { label: { de: t("de", "contact.field.message"), en: t("en", "contact.field.message") } },
    },
  });
  return model;
}

/** The typed values out of a form post (missing ones empty, surrounding spaces trimmed). */
export function readContactValues(form: URLSearchParams): ContactValues {
  const value = (name: ContactFieldName) => (form.get(name) ?? "").trim();
  return { name: value("name"), email: value("email"), message: value("message") };
}

/** What checking the values gave: one message per invalid field, by field name, in `lang`, and the summary when any failed. */
export interface ContactCheck {
  errors: Partial<Record<ContactFieldName, string>>;
  summary: { title: string; text: string } | undefined;
}

/** Checks `values` by the form generator's rules, with messages in `lang`. */
export function checkContact(values: ContactValues, lang: Lang): ContactCheck {
  const data = Object.fromEntries(CONTACT_FIELD_NAMES.map((name) => [name, { iv: values[name] }]));
  const result = validateForm(contactFormModel(), data, lang);
  const errors: ContactCheck["errors"] = {};
  for (const name of CONTACT_FIELD_NAMES) {
    const message = result.errors[`${name}.iv`]?.[0] ?? result.errors[name]?.[0];
    if (message) errors[name] = message;
  }
  return { errors, summary: result.summary };
}

/** The form generator's message of each field for an empty value, one past its length and (the e-mail) a malformed address. */
export type ContactFieldMessages = Record<ContactFieldName, { required: string; long: string; email: string }>;

const messageCache = new Map<Lang, ContactFieldMessages>();

/**
 * The messages the browser shows before a send (ContactForm.astro writes them into data
 * attributes), taken from the form generator by validating such values, so both sides say the same.
 */
export function contactMessages(lang: Lang): ContactFieldMessages {
  const cached = messageCache.get(lang);
  if (cached) return cached;
  const max: ContactValues = {
    name: "x".repeat(NAME_MAX_LENGTH + 1),
    email: `${"x".repeat(EMAIL_MAX_LENGTH)}@example.org`,
    message: "x".repeat(MESSAGE_MAX_LENGTH + 1),
  };
  const empty = checkContact({ name: "", email: "", message: "" }, lang).errors;
  const long = checkContact(max, lang).errors;
  const email = checkContact({ name: "x", email: "x", message: "x" }, lang).errors;
  const out = Object.fromEntries(
    CONTACT_FIELD_NAMES.map((name) => [name, { required: empty[name] ?? "", long: long[name] ?? "", email: email[name] ?? "" }]),
  ) as ContactFieldMessages;
  messageCache.set(lang, out);
  return out;
}
