import { createElement as h } from "react";
import { afterEach, beforeEach, vi } from "vitest";
import { SchemaForm } from "../../../src/components/forms/SchemaForm.tsx";
import type { RenderField } from "../../../src/components/forms/render-field.ts";
import { closeEditor } from "../../../src/editor/store.ts";
import type { ContentData, FormModel } from "../../../src/forms/index.ts";
import type { Lang } from "../../../src/i18n/locales.ts";
import { mount, type Mounted } from "../components/ui/dom.ts";
import { openEmptyPage } from "./page-tree.ts";

export interface FieldFormOptions {
  /** The server's side of the field: an answer for `url`, or undefined for a 404. */
  answer(url: URL): Response | undefined | Promise<Response | undefined>;
  /** The builder's field renderer under test (`builderField`, or one field kind's). */
  renderField: RenderField;
  /** Clears what the field keeps between renders (its caches of known items). */
  reset?: () => void;
}

/**
 * The frame of a builder field's tests. Before each test `fetch` answers as `answer` says and the
 * editor is open on an empty German page; after each the form is unmounted, the stubbed globals
 * restored, the editor closed and `reset` run. Returns `renderForm(model, values, lang)`: the model
 * as the builder's form, with the changes it reported.
 */
export function fieldForm(options: FieldFormOptions) {
  let mounted: Mounted | undefined;
  beforeEach(() => {
    vi.stubGlobal("fetch", async (input: string) => (await options.answer(new URL(input, "http://site.test"))) ?? new Response(null, { status: 404 }));
    openEmptyPage("de");
  });
  afterEach(async () => {
    await mounted?.unmount();
    mounted = undefined;
    vi.unstubAllGlobals();
    closeEditor();
    options.reset?.();
  });
  return async function renderForm(model: FormModel, values: ContentData, lang: Lang = "de") {
    const changes: ContentData[] = [];
    mounted = await mount(
      h(SchemaForm, { model, values, lang, onChange: (data: ContentData) => changes.push(data), renderField: options.renderField, "aria-label": "Block" }),
    );
    return { root: mounted.container, changes, last: () => changes.at(-1) };
  };
}
