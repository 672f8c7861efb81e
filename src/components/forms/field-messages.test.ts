import { describe, expect, it } from "vitest";
import { validateForm, type ContentData } from "../../forms/index.ts";
import { firstInvalidPath, messagesAt, partView, scopeMessages, unplacedMessages } from "./field-messages.ts";
import { formReducer, initFormState, type FormAction, type FormState } from "./form-state.ts";
import { modelOf, squidexField } from "../../../tests/support/components/forms/squidex-fields.ts";

const model = modelOf([
  squidexField("title", "String", { label: "Titel", isRequired: true, minLength: 3 }, "language"),
  squidexField("email", "String", { label: "E-Mail", isRequired: true }),
  squidexField("terms", "Boolean", { label: "AGB", tags: ["rule:accepted"] }),
]);
const title = model.byName.get("title")!;
const email = model.byName.get("email")!;
const terms = model.byName.get("terms")!;

const run = (data: ContentData, ...actions: FormAction[]): FormState => actions.reduce(formReducer, initFormState(data));
const viewOf = (state: FormState, field = email, part: "iv" | "de" | "en" = "iv", serverErrors?: Record<string, string[]>) =>
  partView({ field, part, state, errors: validateForm(model, state.committed, "en").errors, ...(serverErrors ? { serverErrors } : {}) });

describe("partView", () => {
  it("keeps a text field's message back until focus leaves it, but flags it invalid at once", () => {
    const typed = run({}, { type: "change", name: "email", part: "iv", value: "nope" }, { type: "commit" });
    const view = viewOf(typed);
    expect(view.message).toBeUndefined();
    expect(view.flags).toMatchObject({ invalid: true, dirty: true, blurred: false, empty: false });
    expect(viewOf(formReducer(typed, { type: "blur", path: "email.iv" })).message).toBe("Please enter a valid email address.");
  });

  it("shows a checkbox's message once it was changed, without blur", () => {
    const unticked = run({ terms: { iv: true } }, { type: "change", name: "terms", part: "iv", value: false }, { type: "commit" });
    expect(viewOf(unticked, terms).message).toBe("Please accept “AGB”.");
    expect(viewOf(run({}, { type: "blur", path: "terms.iv" }), terms).message).toBeUndefined();
  });

  it("shows every message after a submit attempt, untouched fields included", () => {
    const submitted = run({}, { type: "submit" });
    expect(viewOf(submitted).message).toBe("E-Mail is required.");
    expect(viewOf(submitted, title, "de").message).toBe("Titel is required.");
    expect(viewOf(submitted, title, "en").message).toBeUndefined();
    expect(viewOf(submitted, title, "en").flags).toMatchObject({ submitted: true, valid: true, empty: true });
  });

  it("validates each language of a localized field on its own", () => {
    const state = run({ title: { de: "Hallo", en: "Hi" } }, { type: "blur", path: "title.en" });
    expect(viewOf(state, title, "de").flags.valid).toBe(true);
    expect(viewOf(state, title, "en")).toMatchObject({ path: "title.en", value: "Hi", message: "Titel must be at least 3 characters long." });
  });

  it("shows the server's message until the partition changes, and counts it as invalid", () => {
    const server = { "email.iv": ["This address is already registered."] };
    const state = run({ email: { iv: "a@example.org" } }, { type: "serverErrors" });
    expect(viewOf(state, email, "iv", server)).toMatchObject({ message: "This address is already registered.", flags: { invalid: true } });
    const edited = formReducer(state, { type: "change", name: "email", part: "iv", value: "b@example.org" });
    expect(viewOf(edited, email, "iv", server).message).toBeUndefined();
    expect(viewOf(edited, email, "iv", server).flags.valid).toBe(true);
  });

  it("prefers the form's own visible message to the server's", () => {
    const state = run(
      { email: { iv: "a@example.org" } },
      { type: "serverErrors" },
      { type: "submit" },
      { type: "localError", path: "email.iv", message: "Not yet." },
    );
    expect(viewOf(state, email, "iv", { email: ["Taken."] }).message).toBe("Not yet.");
  });
});

describe("messagesAt", () => {
  it("takes a partition's messages, and the whole field's on its first partition only", () => {
    expect(messagesAt({ "title.en": ["a"] }, title, "en")).toEqual(["a"]);
    expect(messagesAt({ title: ["b"] }, title, "de")).toEqual(["b"]);
    expect(messagesAt({ title: ["b"] }, title, "en")).toEqual([]);
    expect(messagesAt({ email: ["c"] }, email, "iv")).toEqual(["c"]);
    expect(messagesAt(undefined, email, "iv")).toEqual([]);
  });
});

describe("firstInvalidPath", () => {
  it("finds the first invalid partition in the form's order, not the messages' order", () => {
    expect(firstInvalidPath(model, { "terms.iv": ["x"], "title.en": ["y"], "email.iv": ["z"] })).toBe("title.en");
    expect(firstInvalidPath(model, { email: ["z"] })).toBe("email.iv");
    expect(firstInvalidPath(model, { "": ["about the request"] })).toBeUndefined();
    expect(firstInvalidPath(model, {})).toBeUndefined();
  });
});

describe("unplacedMessages", () => {
  it("lists the messages about no field of the form, so the summary can show them", () => {
    const details = { "": ["Please try again later."], "slug.iv": ["Taken."], "title.de": ["x"], email: ["y"] };
    expect(unplacedMessages(model, details)).toEqual(["Please try again later.", "Taken."]);
    expect(unplacedMessages(model, undefined)).toEqual([]);
  });
});

describe("scopeMessages", () => {
  it("takes the messages under a prefix, keyed by the rest of their path", () => {
    const details = { "blocks.2.title.de": ["x"], "blocks.2.level.iv": ["y"], "blocks.20.title.de": ["z"], "": ["w"] };
    expect(scopeMessages(details, "blocks.2")).toEqual({ "title.de": ["x"], "level.iv": ["y"] });
    expect(scopeMessages(undefined, "blocks.2")).toEqual({});
  });
});
