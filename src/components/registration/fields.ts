import { buildFormModel, partsOf, pathOf, readPart, validateForm, type ContentData, type FieldTexts, type FormModel, type Texts } from "../../forms/index.ts";
import { LOCALES, type Lang } from "../../i18n/locales.ts";
import { t, type UiKey } from "../../i18n/t.ts";

/** The content schema an applicant registers in. */
export const PRACTITIONERS_SCHEMA = "practitioners";

/**
 * The practitioners fields an applicant sets, in the schema's order, with what registration
 * requires beyond the schema (the schema stays as editors need it). Everything else is the
 * editors': `display` and `websites` (set by the server on creation), `finishedPractitioner` (a
 * fact editors check), `coords`/`coords2` and `languages` (edited in the admin).
 */
const APPLICANT_FIELDS: Readonly<Record<string, { isRequired?: boolean; maxLength: number; tags?: string[] }>> = {
  name: { isRequired: true, maxLength: 120 },
  country: { isRequired: true, maxLength: 2, tags: ["rule:matches:/^[A-Za-z]{2}$/"] },
  city: { isRequired: true, maxLength: 120 },
  postalCode: { maxLength: 20 },
  adress2: { maxLength: 200 },
  email: { isRequired: true, maxLength: 254 },
  phone: { maxLength: 40, tags: ["rule:matches:/^[0-9+()\\/. -]*$/"] },
  website: { maxLength: 300, tags: ["rule:url"] },
  qualification: { maxLength: 200 },
  description: { maxLength: 4000 },
};

/** The names of the fields an applicant may set. */
export const APPLICANT_FIELD_NAMES: readonly string[] = Object.keys(APPLICANT_FIELDS);

type FieldJson = { name?: unknown; properties?: Record<string, unknown> } & Record<string, unknown>;

/**
 * The applicant's fields out of the practitioners schema's field list (`SchemaDto.fields`), each
 * with registration's requirements added to its properties. The browser form and the server's
 * check both build their model from this list, so they apply the same rules.
 */
export function applicantFields(schemaFields: readonly unknown[]): FieldJson[] {
  return schemaFields.flatMap((raw) => {
    const field = raw as FieldJson;
    const extra = typeof field?.name === "string" ? APPLICANT_FIELDS[field.name] : undefined;
    if (!extra || !field.properties) return [];
    const properties = field.properties;
    const ownMax = typeof properties.maxLength === "number" ? properties.maxLength : Infinity;
    const tags = Array.isArray(properties.tags) ? (properties.tags as unknown[]) : [];
    return [
      {
        ...field,
        isHidden: false,
        properties: {
          ...properties,
          isRequired: properties.isRequired === true || extra.isRequired === true,
          maxLength: Math.min(ownMax, extra.maxLength),
          tags: [...tags.filter((tag) => tag !== "isHidden"), ...(extra.tags ?? [])],
        },
      },
    ];
  });
}

const inEvery = (key: UiKey): Texts => Object.fromEntries(LOCALES.map((lang) => [lang, t(lang, key)])) as Texts;

/** Labels and hints of the applicant's fields in both languages (`registration.field.*`, `registration.hint.*`). */
export function applicantTexts(): FieldTexts {
  return Object.fromEntries(
    APPLICANT_FIELD_NAMES.map((name) => [
      name,
      { label: inEvery(`registration.field.${name}` as UiKey), hints: inEvery(`registration.hint.${name}` as UiKey) },
    ]),
  );
}

/** The registration form's model (fields, rules, texts) from the schema's fields. */
export const registrationModel = (schemaFields: readonly unknown[]): FormModel => buildFormModel(applicantFields(schemaFields), { texts: applicantTexts() });

/**
 * The content data a posted form holds for the model's fields (`name.iv`, `qualification.de`…):
 * text trimmed of surrounding white space, a missing input read as empty. Other inputs are ignored.
 */
export function formData(model: FormModel, form: URLSearchParams): Record<string, Record<string, string>> {
  const data: Record<string, Record<string, string>> = {};
  for (const field of model.fields) {
    data[field.name] = Object.fromEntries(partsOf(field).map((part) => [part, (form.get(pathOf(field.name, part)) ?? "").trim()]));
  }
  return data;
}

/** The applicant's fields out of a stored item's data, for prefilling the edit form. */
export function applicantData(model: FormModel, stored: ContentData): Record<string, Record<string, string>> {
  const data: Record<string, Record<string, string>> = {};
  for (const field of model.fields) {
    data[field.name] = Object.fromEntries(
      partsOf(field).map((part) => {
        const value = readPart(stored, field.name, part);
        return [part, typeof value === "string" ? value : ""];
      }),
    );
  }
  return data;
}

/** The messages for `data` by path (`email.iv`), empty when every rule passes. */
export function checkApplicant(model: FormModel, data: ContentData, lang: Lang): Record<string, string[]> {
  return validateForm(model, data, lang).errors;
}

/** The edit-link request's one field: the entry's address, required and well formed. */
export const LINK_FIELDS: readonly unknown[] = [{ name: "email", properties: { fieldType: "String", isRequired: true, maxLength: 254 } }];

/** Label and hint of the edit-link request's field. */
export const linkTexts = (): FieldTexts => ({ email: { label: inEvery("registration.field.email"), hints: inEvery("registration.editLink.hint") } });

/** The edit-link request's model. */
export const linkModel = (): FormModel => buildFormModel(LINK_FIELDS, { texts: linkTexts() });
