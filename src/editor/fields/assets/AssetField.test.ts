// @vitest-environment jsdom
import { fieldForm } from "../../../../tests/support/editor/field-form.ts";
import { openEmptyPage } from "../../../../tests/support/editor/page-tree.ts";
import { act } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { modelOf, squidexField } from "../../../../tests/support/components/forms/squidex-fields.ts";
import { byLabel, click, spokenText, type, waitFor } from "../../../../tests/support/components/ui/dom.ts";
import { toastQueue } from "../../../components/ui/toast-queue.ts";
import type { ContentData } from "../../../forms/index.ts";
import type { Lang } from "../../../i18n/locales.ts";
import { assetField } from "./index.ts";
import { $knownAssets } from "./known-assets.ts";

const asset = (id: string, fileName: string) => ({
  id,
  fileName,
  slug: fileName,
  mimeType: "image/png",
  fileVersion: 0,
  metadata: { pixelWidth: 10, pixelHeight: 10 },
});
const LIBRARY = [asset("a1", "berge.png"), asset("a2", "meer.png"), asset("a3", "wald.png")];
const RULES = {
  maxBytes: 1000,
  types: [
    { mimeType: "image/png", extensions: ["png"], type: "Image" },
    { mimeType: "application/pdf", extensions: ["pdf"], type: "Unknown" },
  ],
};

/** XMLHttpRequest as the upload uses it, driven by the test. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  readonly upload = new EventTarget();
  private readonly events = new EventTarget();
  status = 0;
  response: unknown = null;
  responseType = "";
  url = "";
  body: FormData | undefined;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  addEventListener(type: string, listener: () => void) {
    this.events.addEventListener(type, listener);
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.events.dispatchEvent(new Event("abort"));
  }
  progress(loaded: number, total: number) {
    this.upload.dispatchEvent(Object.assign(new Event("progress"), { lengthComputable: true, loaded, total }));
  }
  finish(status: number, response: unknown) {
    this.status = status;
    this.response = response;
    this.events.dispatchEvent(new Event("load"));
  }
}

/** The asset lists the library asked for, as their query strings. */
let listed: URLSearchParams[] = [];
beforeEach(() => {
  listed = [];
  FakeXhr.sent = [];
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
});
const form = fieldForm({
  answer(url) {
    if (url.pathname === "/api/editor/uploads") return Response.json(RULES);
    if (url.pathname !== "/cms/api/apps/site/assets") return undefined;
    const ids = url.searchParams.get("ids")?.split(",");
    if (ids) return Response.json({ total: ids.length, items: LIBRARY.filter((item) => ids.includes(item.id)) });
    listed.push(url.searchParams);
    // A library of 30: two pages of 24; the second holds the last 6 (here: the same three, twice).
    const skip = Number(url.searchParams.get("$skip"));
    return Response.json({ total: 30, items: skip ? [...LIBRARY, ...LIBRARY.map((item) => ({ ...item, id: `${item.id}b` }))] : LIBRARY });
  },
  renderField: assetField,
  reset: () => {
    $knownAssets.set(new Map());
    toastQueue.clear();
  },
});

/** An image field (one image) and a gallery (up to two), in a SchemaForm with the asset picker plugged in. */
const renderForm = (values: ContentData, lang: Lang = "de") =>
  form(
    modelOf(
      [
        squidexField("image", "Assets", { label: "Bild", maxItems: 1, isRequired: true, tags: ["editor:image"] }),
        squidexField("gallery", "Assets", { label: "Galerie", maxItems: 2 }),
        squidexField("title", "String", { label: "Titel" }),
      ],
      { image: { label: { en: "Image" } }, gallery: { label: { en: "Gallery" } } },
    ),
    values,
    lang,
  );

const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');

describe("assetField", () => {
  it("leaves other kinds to the default controls", async () => {
    const { root } = await renderForm({});
    expect(root.querySelectorAll("[data-asset-field]")).toHaveLength(2);
    expect(byLabel(root, "Titel").tagName).toBe("INPUT");
  });

  it("shows the chosen assets by file name with a thumbnail, and removes one", async () => {
    const { root, last } = await renderForm({ gallery: { iv: ["a2", "a1"] } });
    const gallery = root.querySelector('[data-path="gallery.iv"]')!;
    await waitFor(() => expect([...gallery.querySelectorAll("li")].map(spokenText)).toEqual(["meer.png", "berge.png"]));
    expect(gallery.querySelector("img")!.getAttribute("src")).toBe("/cms/api/assets/site/a2/meer.png?version=0&width=320&format=webp&cache=31536000");
    await click(byLabel(gallery, "„meer.png“ nach unten"));
    await waitFor(() => expect(last()).toMatchObject({ gallery: { iv: ["a1", "a2"] } }));
    // Focus follows the moved entry, and after a removal goes to what is left.
    await waitFor(() => expect(document.activeElement).toBe(byLabel(gallery, "„meer.png“ nach oben")));
    await click(byLabel(gallery, "„berge.png“ entfernen"));
    await waitFor(() => expect(last()).toMatchObject({ gallery: { iv: ["a2"] } }));
    await waitFor(() => expect(document.activeElement).toBe(byLabel(gallery, "„meer.png“ entfernen")));
    await click(byLabel(gallery, "„meer.png“ entfernen"));
    await waitFor(() => expect(document.activeElement).toBe(byLabel(gallery, "Aus der Mediathek wählen …")));
    expect(root.querySelector('[data-path="image.iv"]')!.textContent).toContain("Noch keine Datei ausgewählt.");
  });

  it("opens the media library, where choosing an image replaces the one chosen in a one-image field", async () => {
    const { root, last } = await renderForm({ image: { iv: ["a1"] } });
    await click(byLabel(root, "Bild auswählen …"));
    await waitFor(() => expect(dialog()?.querySelectorAll('[role="option"][data-key]')).toHaveLength(3));
    expect(dialog()!.textContent).toContain("Mediathek: Bild");
    expect(dialog()!.textContent).toContain("30 Dateien gefunden");
    const found = [...dialog()!.querySelectorAll<HTMLElement>('[role="option"][data-key]')];
    expect(found.map((row) => row.getAttribute("aria-selected"))).toEqual(["true", "false", "false"]);
    await click(found[2]!);
    await waitFor(() => expect(last()).toMatchObject({ image: { iv: ["a3"] } }));
    await waitFor(() => expect(dialog()!.querySelector('[aria-selected="true"]')!.textContent).toContain("wald.png"));
    await click(byLabel(dialog()!, "Fertig"));
    await waitFor(() => expect(dialog()).toBeNull());
    await waitFor(() => expect(spokenText(root.querySelector('[data-path="image.iv"] li')!)).toBe("wald.png"));
  });

  it("pages through the library and searches file names, images only in an image field", async () => {
    const { root } = await renderForm({});
    await click(byLabel(root, "Bild auswählen …"));
    await waitFor(() => expect(dialog()?.textContent).toContain("Seite 1 von 2"));
    expect(Object.fromEntries(listed.at(-1)!)).toEqual({ $top: "24", $skip: "0", $filter: "startswith(mimeType,'image/')" });
    await click(byLabel(dialog()!, "Weiter"));
    await waitFor(() => expect(dialog()!.textContent).toContain("Seite 2 von 2"));
    expect(listed.at(-1)!.get("$skip")).toBe("24");
    await waitFor(() => expect(dialog()!.querySelectorAll('[role="option"][data-key]')).toHaveLength(6));
    expect(byLabel(dialog()!, "Weiter").hasAttribute("disabled")).toBe(true);
    await type(byLabel(dialog()!, "Nach Dateinamen suchen"), "wald");
    await waitFor(() => expect(listed.at(-1)!.get("$filter")).toBe("contains(fileName,'wald') and startswith(mimeType,'image/')"));
    expect(listed.at(-1)!.get("$skip")).toBe("0");
  });

  it("uploads from the library with the limits shown and the progress visible, then chooses the new asset", async () => {
    const { root, last } = await renderForm({ gallery: { iv: ["a1"] } });
    const gallery = root.querySelector<HTMLElement>('[data-path="gallery.iv"]')!;
    await click(byLabel(gallery, "Aus der Mediathek wählen …"));
    await waitFor(() => expect(dialog()?.querySelector("[data-upload-limits]")?.textContent).toBe("Erlaubt: PNG, PDF, höchstens 1 KB"));
    const input = dialog()!.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input.accept).toBe("image/png,.png,application/pdf,.pdf");
    const file = new File([new Uint8Array(500)], "neu.png", { type: "image/png" });
    await act(async () => {
      Object.defineProperty(input, "files", { value: [file], configurable: true });
      input.dispatchEvent(new Event("change", { bubbles: true }));
    });
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const request = FakeXhr.sent[0]!;
    expect(request.url).toBe("/cms/api/apps/site/assets");
    expect((request.body!.get("file") as File).name).toBe("neu.png");
    await act(async () => request.progress(250, 500));
    const bar = dialog()!.querySelector<HTMLElement>('[role="progressbar"]')!;
    expect(bar.getAttribute("aria-valuenow")).toBe("50");
    expect(bar.textContent).toContain("„neu.png“ wird hochgeladen");
    await act(async () => request.finish(201, asset("n1", "neu.png")));
    await waitFor(() => expect(last()).toMatchObject({ gallery: { iv: ["a1", "n1"] } }));
    expect(dialog()!.querySelector('[role="progressbar"]')).toBeNull();
  });

  it("says why a file is not uploaded, in the editor's language, without sending it", async () => {
    openEmptyPage("en");
    const { root } = await renderForm({}, "en");
    await click(byLabel(root, "Choose an image …"));
    await waitFor(() => expect(dialog()?.querySelector("[data-upload-limits]")?.textContent).toBe("Allowed: PNG, up to 1 KB"));
    const input = dialog()!.querySelector<HTMLInputElement>('input[type="file"]')!;
    await act(async () => {
      Object.defineProperty(input, "files", { value: [new File([new Uint8Array(2000)], "big.png", { type: "image/png" })], configurable: true });
      input.dispatchEvent(new Event("change", { bubbles: true }));
    });
    await waitFor(() =>
      expect(toastQueue.visibleToasts.map((toast) => toast.content)).toEqual([{ title: "“big.png” is too large: 1 KB at most.", tone: "error" }]),
    );
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it("reports a failed upload as an error toast", async () => {
    const { root, changes } = await renderForm({});
    await click(byLabel(root, "Bild auswählen …"));
    await waitFor(() => expect(dialog()?.querySelector("[data-upload-limits]")).not.toBeNull());
    const input = dialog()!.querySelector<HTMLInputElement>('input[type="file"]')!;
    await act(async () => {
      Object.defineProperty(input, "files", { value: [new File([new Uint8Array(5)], "a.png", { type: "image/png" })], configurable: true });
      input.dispatchEvent(new Event("change", { bubbles: true }));
    });
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const before = changes.length;
    await act(async () => FakeXhr.sent[0]!.finish(400, { message: "Bad file" }));
    await waitFor(() =>
      expect(toastQueue.visibleToasts.map((toast) => toast.content.title)).toEqual(["„a.png“ konnte nicht hochgeladen werden. Bitte versuch es noch einmal."]),
    );
    expect(changes.length).toBe(before);
  });
});
