import { describe, expect, it } from "vitest";
import { fieldStateAt, formReducer, initFormState } from "./form-state.ts";

const start = initFormState({ title: { de: "Hallo" }, level: { iv: 1 } });

describe("formReducer", () => {
  it("starts with nothing touched, nothing submitted and the data committed", () => {
    expect(start.committed).toBe(start.data);
    expect(fieldStateAt(start, "title", "de")).toEqual({ value: "Hallo", initial: "Hallo", blurred: false, dirty: false });
    expect(start.submits).toBe(0);
  });

  it("shows a change at once but commits it only when the delay has passed", () => {
    const changed = formReducer(start, { type: "change", name: "title", part: "de", value: "Hallo Welt" });
    expect(changed.data).toEqual({ title: { de: "Hallo Welt" }, level: { iv: 1 } });
    expect(changed.committed).toBe(start.data);
    expect(fieldStateAt(changed, "title", "de")).toMatchObject({ value: "Hallo Welt", initial: "Hallo", dirty: true, blurred: false });
    const committed = formReducer(changed, { type: "commit" });
    expect(committed.committed).toBe(changed.data);
    expect(formReducer(committed, { type: "commit" })).toBe(committed);
  });

  it("commits at once when focus leaves, and marks the partition blurred", () => {
    const changed = formReducer(start, { type: "change", name: "title", part: "en", value: "Hello" });
    const blurred = formReducer(changed, { type: "blur", path: "title.en" });
    expect(blurred.committed).toBe(changed.data);
    expect(fieldStateAt(blurred, "title", "en")).toMatchObject({ blurred: true, dirty: true, initial: undefined });
    expect(formReducer(blurred, { type: "blur", path: "title.en" })).toBe(blurred);
  });

  it("counts submit attempts and commits what is shown", () => {
    const changed = formReducer(start, { type: "change", name: "level", part: "iv", value: 2 });
    const submitted = formReducer(formReducer(changed, { type: "submit" }), { type: "submit" });
    expect(submitted.submits).toBe(2);
    expect(submitted.committed).toEqual({ title: { de: "Hallo" }, level: { iv: 2 } });
  });

  it("takes over values from outside, keeping touched partitions dirty against their start", () => {
    const changed = formReducer(start, { type: "change", name: "title", part: "de", value: "Neu" });
    const synced = formReducer(changed, { type: "sync", data: { title: { de: "Hallo" }, level: { iv: 5 } } });
    expect(synced.data).toEqual({ title: { de: "Hallo" }, level: { iv: 5 } });
    expect(synced.committed).toBe(synced.data);
    expect(fieldStateAt(synced, "title", "de")).toMatchObject({ value: "Hallo", dirty: true });
    expect(fieldStateAt(synced, "level", "iv")).toMatchObject({ value: 5, dirty: false });
  });

  it("forgets which partitions were changed when new server errors come", () => {
    const changed = formReducer(start, { type: "change", name: "title", part: "de", value: "x" });
    expect(changed.editedSinceServer).toEqual({ "title.de": true });
    const round = formReducer(changed, { type: "serverErrors" });
    expect(round.editedSinceServer).toEqual({});
    expect(round.serverRounds).toBe(1);
  });

  it("keeps a control's own problem until it is cleared", () => {
    const reported = formReducer(start, { type: "localError", path: "data.iv", message: "Bitte gib gültiges JSON ein." });
    expect(reported.localErrors).toEqual({ "data.iv": "Bitte gib gültiges JSON ein." });
    expect(formReducer(reported, { type: "localError", path: "data.iv", message: "Bitte gib gültiges JSON ein." })).toBe(reported);
    expect(formReducer(reported, { type: "localError", path: "data.iv", message: undefined }).localErrors).toEqual({});
    expect(formReducer(start, { type: "localError", path: "data.iv", message: undefined })).toBe(start);
  });
});
