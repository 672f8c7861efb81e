import { describe, expect, it } from "vitest";
import { APPLICANT_FIELD_NAMES, applicantData, checkApplicant, formData, linkModel, registrationModel } from "./fields.ts";

/** The practitioners schema's fields as the content service lists them (the seed's, abridged). */
const string = (name: string, properties: Record<string, unknown> = {}, partitioning = "invariant") => ({
  name,
  partitioning,
  properties: { fieldType: "String", ...properties },
});
const practitioners = [
  string("name", { isRequired: true, maxLength: 120 }),
  { name: "display", partitioning: "invariant", properties: { fieldType: "Boolean" } },
  { name: "websites", partitioning: "invariant", properties: { fieldType: "Tags" } },
  { name: "coords", partitioning: "invariant", properties: { fieldType: "Geolocation" } },
  { name: "languages", partitioning: "invariant", properties: { fieldType: "Tags" } },
  string("country", { maxLength: 2 }),
  string("city"),
  string("postalCode"),
  string("adress2"),
  { name: "finishedPractitioner", partitioning: "invariant", properties: { fieldType: "Boolean" } },
  string("email", { editor: "Input" }),
  string("phone"),
  string("website"),
  string("qualification", {}, "language"),
  string("description", { editor: "TextArea" }, "language"),
];
const model = registrationModel(practitioners);

const form = (entries: Record<string, string>) => new URLSearchParams(entries);
const valid = { "name.iv": "Ada Lovelace", "country.iv": "DE", "city.iv": "Berlin", "email.iv": "ada@example.test" };

describe("the registration form's model", () => {
  it("has only the fields an applicant sets, never display, websites or the editors' fields", () => {
    expect(model.fields.map((field) => field.name)).toEqual(APPLICANT_FIELD_NAMES.filter((name) => model.byName.has(name)));
    for (const name of ["display", "websites", "finishedPractitioner", "coords", "coords2", "languages"]) expect(model.byName.has(name)).toBe(false);
    expect(model.fields.filter((field) => field.required).map((field) => field.name)).toEqual(["name", "country", "city", "email"]);
    expect(model.byName.get("qualification")?.localized).toBe(true);
    expect(model.byName.get("email")?.label).toEqual({ de: "E-Mail-Adresse", en: "E-mail address" });
  });

  it("reads a posted form into content data and checks it with the schema's rules and registration's own", () => {
    const data = formData(model, form({ ...valid, "qualification.de": "  Atemtrainerin ", ignored: "x", "display.iv": "true" }));
    expect(data.qualification).toEqual({ de: "Atemtrainerin", en: "" });
    expect(data).not.toHaveProperty("display");
    expect(data).not.toHaveProperty("ignored");
    expect(checkApplicant(model, data, "de")).toEqual({});
  });

  it("says what is wrong, in the page's language", () => {
    const data = formData(model, form({ "name.iv": "", "country.iv": "Deutschland", "email.iv": "nope", "phone.iv": "call me", "website.iv": "ftp://x" }));
    const de = checkApplicant(model, data, "de");
    expect(Object.keys(de)).toEqual(["name.iv", "country.iv", "city.iv", "email.iv", "phone.iv", "website.iv"]);
    expect(de["name.iv"]).toEqual(["Name ist ein Pflichtfeld."]);
    const en = checkApplicant(model, data, "en");
    expect(en["email.iv"]).toEqual(["Please enter a valid email address."]);
    expect(checkApplicant(model, formData(model, form({ ...valid, "name.iv": "x".repeat(121) })), "en")).toHaveProperty("name.iv");
  });

  it("prefills an edit from the stored entry, leaving out what the applicant does not set", () => {
    const stored = { name: { iv: "Ada" }, display: { iv: true }, qualification: { de: "Q", en: null } };
    const data = applicantData(model, stored);
    expect(data.name).toEqual({ iv: "Ada" });
    expect(data.qualification).toEqual({ de: "Q", en: "" });
    expect(data).not.toHaveProperty("display");
  });

  it("the edit-link request needs one well-formed address", () => {
    const link = linkModel();
    expect(checkApplicant(link, formData(link, form({})), "de")).toHaveProperty("email.iv");
    expect(checkApplicant(link, formData(link, form({ "email.iv": "ada@example.test" })), "de")).toEqual({});
  });
});
