// @vitest-environment jsdom
import { createElement as h } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { SchemaForm } from "../../../components/forms/SchemaForm.tsx";
import { byLabel, click, descriptionOf, mount, press, type Mounted, type, waitFor } from "../../../../tests/support/components/ui/dom.ts";
import { buildFormModel, type ContentData } from "../../../forms/index.ts";
import { t } from "../../../i18n/t.ts";
import { richTextField } from "./index.ts";
import { LazyRichTextEditor } from "./LazyRichTextEditor.tsx";

// jsdom has no layout: ProseMirror measures the caret to scroll it into view; an empty box will do.
beforeAll(() => {
  const none = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects ??= none;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
  document.elementFromPoint ??= () => null;
});

let mounted: Mounted | undefined;
afterEach(async () => {
  await mounted?.unmount();
  mounted = undefined;
});

const editor = (value: string, onChange = vi.fn()) =>
  h(LazyRichTextEditor, {
    value,
    onChange,
    text: (key, params) => t("de", key, params),
    name: "Fließtext",
    label: "Fließtext bearbeiten",
    contentLang: "de",
    placeholder: "Schreib hier deinen Text …",
  });

/** Mounts the editor on `value` and waits until Tiptap has come (the text area and its toolbar show). */
async function open(value: string) {
  const onChange = vi.fn();
  const view = await mount(editor(value, onChange));
  mounted = view;
  const root = view.container;
  await waitFor(() => byLabel(root, "Fließtext bearbeiten"));
  return { root, onChange, view };
}

describe("the rich-text editor", () => {
  it("shows the text while Tiptap loads, then a labelled text area and toolbar", async () => {
    const { root } = await open("<p>Hallo Welt</p>");
    const box = byLabel(root, "Fließtext bearbeiten");
    expect(box.getAttribute("role")).toBe("textbox");
    expect(box.getAttribute("aria-multiline")).toBe("true");
    expect(box.getAttribute("contenteditable")).toBe("true");
    expect(box.getAttribute("lang")).toBe("de");
    expect(box.textContent).toBe("Hallo Welt");
    const toolbar = byLabel(root, "Textformat für Fließtext");
    expect(toolbar.getAttribute("role")).toBe("toolbar");
    for (const name of [
      "Fett",
      "Kursiv",
      "Link",
      "Überschrift 2",
      "Überschrift 3",
      "Überschrift 4",
      "Aufzählung",
      "Nummerierte Liste",
      "Zitat",
      "Rückgängig",
      "Wiederholen",
    ]) {
      expect(toolbar.contains(byLabel(root, name)), name).toBe(true);
    }
  });

  it("formats from the toolbar and hands on sanitised HTML", async () => {
    const { root, onChange } = await open("<p>Hallo Welt</p>");
    await click(byLabel(root, "Aufzählung"));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith("<ul><li><p>Hallo Welt</p></li></ul>"));
    expect(byLabel(root, "Aufzählung").getAttribute("aria-pressed")).toBe("true");
    await click(byLabel(root, "Rückgängig"));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith("<p>Hallo Welt</p>"));
  });

  it("closed in the frame a toolbar button was pressed, it hands the focus to nothing and throws nothing", async () => {
    const { root, view } = await open("<p>Hallo Welt</p>");
    // The frames are ours: the focus hand-back the button asks for runs only after the field is gone.
    const frames: FrameRequestCallback[] = [];
    const frame = vi.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => frames.push(callback));
    try {
      await click(byLabel(root, "Fett"));
      await view.unmount();
      mounted = undefined;
      // Tiptap destroys an unmounted editor a moment later.
      await new Promise((done) => setTimeout(done, 20));
      expect(frames.length).toBeGreaterThan(0);
      for (const callback of frames) expect(() => callback(performance.now())).not.toThrow();
    } finally {
      frame.mockRestore();
    }
  });

  it("never renders unsafe stored HTML, neither while loading nor in the editor", async () => {
    const inserted: string[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records) for (const node of record.addedNodes) if (node instanceof Element) inserted.push(node.outerHTML);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const onChange = vi.fn();
    mounted = await mount(editor('<p>Hallo<img src="x" onerror="alert(1)"><script>alert(2)</script></p>', onChange));
    const root = mounted.container;
    await waitFor(() => byLabel(root, "Fließtext bearbeiten"));
    observer.disconnect();
    expect(inserted.join("")).toContain("Hallo");
    expect(inserted.join("")).not.toMatch(/<img|<script|onerror/);
    expect(byLabel(root, "Fließtext bearbeiten").innerHTML).toBe("<p>Hallo</p>");
    expect(onChange).not.toHaveBeenCalled();
  });

  it("takes a new value from outside (the builder's undo) without echoing it", async () => {
    const { root, onChange, view } = await open("<p>Eins</p>");
    await view.rerender(editor("<h2>Zwei</h2><p>Drei</p>", onChange));
    await waitFor(() => expect(root.querySelector("[role=textbox] h2")?.textContent).toBe("Zwei"));
    expect(onChange).not.toHaveBeenCalled();
  });

  it("keeps what was changed since when a late echo of an older text comes back", async () => {
    const { root, onChange, view } = await open("<p>Hallo Welt</p>");
    await click(byLabel(root, "Aufzählung"));
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    await click(byLabel(root, "Nummerierte Liste"));
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(2));
    const [[older], [newer]] = onChange.mock.calls as [[string], [string]];
    const box = () => byLabel(root, "Fließtext bearbeiten");
    const showsNewer = () => {
      expect(box().querySelector("ol li")?.textContent).toBe("Hallo Welt");
      expect(box().querySelector("ul")).toBeNull();
    };
    // The form reports the first change only now, after the second was made.
    await view.rerender(editor(older, onChange));
    showsNewer();
    await view.rerender(editor(newer, onChange));
    showsNewer();
    // A value from outside still replaces the text.
    await view.rerender(editor("<p>Neu</p>", onChange));
    await waitFor(() => expect(box().textContent).toBe("Neu"));
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it("refuses a javascript: link with a message and keeps the form open", async () => {
    const { root, onChange } = await open("<p>Hallo</p>");
    await click(byLabel(root, "Link"));
    const address = byLabel(root, "Linkadresse");
    await type(address, "javascript:alert(1)");
    await click(byLabel(root, "Übernehmen"));
    await waitFor(() => expect(root.textContent).toContain("Diese Adresse geht nicht."));
    expect(address.getAttribute("aria-invalid")).toBe("true");
    expect(onChange).not.toHaveBeenCalled();
    await click(byLabel(root, "Abbrechen"));
    expect(root.querySelector("[aria-label='Linkadresse']")).toBeNull();
  });
});

describe("links", () => {
  it("links the address typed, completed to https, as its own text when nothing is selected", async () => {
    const { root, onChange } = await open("<p>Hallo</p>");
    await click(byLabel(root, "Link"));
    await type(byLabel(root, "Linkadresse"), "example.org/kurse");
    await press(byLabel(root, "Linkadresse"), "Enter");
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(onChange.mock.lastCall![0]).toContain('<a href="https://example.org/kurse" rel="noopener noreferrer">https://example.org/kurse</a>');
    expect(root.querySelector("[aria-label='Linkadresse']")).toBeNull();
  });

  it("is no form of its own: in the fields panel's form, Apply and Enter link the text and submit nothing", async () => {
    const model = buildFormModel([{ name: "html", partitioning: "invariant", properties: { fieldType: "String", editor: "RichText", label: "Text" } }]);
    const onSubmit = vi.fn();
    const changes: ContentData[] = [];
    mounted = await mount(
      h(SchemaForm, {
        model,
        values: { html: { iv: "<p>Hallo</p>" } },
        lang: "de",
        onChange: (values: ContentData) => changes.push(values),
        onSubmit,
        renderField: richTextField,
        "aria-label": "Formular",
      }),
    );
    const root = mounted.container;
    const submitted = vi.fn((event: Event) => event.preventDefault());
    root.addEventListener("submit", submitted);
    await waitFor(() => byLabel(root, "Link"));
    await click(byLabel(root, "Link"));
    expect(root.querySelectorAll("form form")).toHaveLength(0);
    await type(byLabel(root, "Linkadresse"), "example.org/a");
    await click(byLabel(root, "Übernehmen"));
    await waitFor(() => expect(JSON.stringify(changes.at(-1))).toContain("https://example.org/a"));
    await click(byLabel(root, "Link"));
    await type(byLabel(root, "Linkadresse"), "example.org/b");
    await press(byLabel(root, "Linkadresse"), "Enter");
    await waitFor(() => expect(JSON.stringify(changes.at(-1))).toContain("https://example.org/b"));
    expect(submitted).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe("richTextField", () => {
  const model = buildFormModel([
    { name: "html", properties: { fieldType: "String", editor: "RichText", contentType: "Html", label: "Text" }, partitioning: "language" },
    { name: "title", properties: { fieldType: "String", editor: "Input", label: "Titel" }, partitioning: "invariant" },
  ] as never);

  it("gives HTML rich text the editor and leaves every other field to its default control", () => {
    const props = (name: string) => ({ field: model.fields.find((f) => f.name === name)! }) as Parameters<typeof richTextField>[0];
    expect(richTextField(props("html"))).toBeTruthy();
    expect(richTextField(props("title"))).toBeUndefined();
    const json = { ...props("html"), field: { ...props("html").field, fieldType: "Json" } };
    expect(richTextField(json)).toBeUndefined();
  });
});

describe("richTextField in a generated form", () => {
  it("edits a localized HTML field per language, labelled and described like the other controls", async () => {
    const model = buildFormModel([
      { name: "html", partitioning: "language", properties: { fieldType: "String", editor: "RichText", label: "Text", hints: "Kurz halten" } },
    ]);
    const changes: ContentData[] = [];
    mounted = await mount(
      h(SchemaForm, {
        model,
        values: { html: { de: "<p>Hallo</p>", en: "<p>Hello</p>" } },
        lang: "de",
        onChange: (values: ContentData) => changes.push(values),
        onSubmit: () => {},
        renderField: richTextField,
        "aria-label": "Formular",
      }),
    );
    const root = mounted.container;
    await waitFor(() => expect(root.querySelectorAll("[role=textbox][contenteditable]")).toHaveLength(2));
    const [de, en] = [...root.querySelectorAll<HTMLElement>("[role=textbox][contenteditable]")];
    expect(de!.closest("[data-path]")?.getAttribute("data-path")).toBe("html.de");
    expect(en!.closest("[data-path]")?.getAttribute("data-path")).toBe("html.en");
    expect([de!.getAttribute("lang"), en!.getAttribute("lang")]).toEqual(["de", "en"]);
    expect(de!.textContent).toBe("Hallo");
    expect(descriptionOf(de!)).toContain("Kurz halten");
    expect(de!.getAttribute("aria-label")).toBe("Text (Deutsch)");
    await click(byLabel(root, "Textformat für Text (Englisch)").querySelector("[aria-label='Zitat']")!);
    await waitFor(() => expect(changes.at(-1)).toEqual({ html: { de: "<p>Hallo</p>", en: "<blockquote><p>Hello</p></blockquote>" } }));
  });
});
