// @vitest-environment jsdom
import { fieldForm } from "../../../../tests/support/editor/field-form.ts";
import { openEmptyPage } from "../../../../tests/support/editor/page-tree.ts";
import { beforeEach, describe, expect, it } from "vitest";
import { modelOf, squidexField } from "../../../../tests/support/components/forms/squidex-fields.ts";
import { byLabel, click, spokenText, type, waitFor } from "../../../../tests/support/components/ui/dom.ts";
import type { ContentData } from "../../../forms/index.ts";
import type { Lang } from "../../../i18n/locales.ts";
import { $icons, presentIcons } from "../../../stores/icons.ts";
import { builderField } from "../builder-field.ts";

const NAMES = ["calendar", "clock", "leaf", "menu"];
const svg = (name: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><title>${name}</title></svg>`;

/** The icon files and icon lists the builder asked for. */
let requested: string[] = [];
beforeEach(() => {
  requested = [];
});
const form = fieldForm({
  answer(url) {
    requested.push(url.pathname + url.search);
    const file = /^\/icons\/([a-z-]+)\.svg$/.exec(url.pathname);
    if (file)
      return NAMES.includes(file[1]!) ? new Response(svg(file[1]!), { headers: { "content-type": "image/svg+xml" } }) : new Response("<html>", { status: 404 });
    if (url.pathname === "/cms/api/content/site/icons") {
      const search = /contains\(data\/name\/iv,'(.*)'\)/.exec(url.searchParams.get("$filter") ?? "")?.[1] ?? "";
      const found = NAMES.filter((name) => name.includes(search));
      return Response.json({ total: found.length, items: found.map((name) => ({ id: `id-${name}`, data: { name: { iv: name }, svg: { iv: "<svg/>" } } })) });
    }
    return undefined;
  },
  renderField: builderField,
  reset: () => $icons.set({}),
});

const renderForm = (values: ContentData, lang: Lang = "de") =>
  form(
    modelOf([
      squidexField("icon", "String", { label: "Icon", isRequired: true, tags: ["editor:icon", "view:icon"] }),
      squidexField("title", "String", { label: "Titel", tags: ["editor:text"] }),
    ]),
    values,
    lang,
  );

const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');
const options = () => [...dialog()!.querySelectorAll<HTMLElement>('[role="option"][data-key]')];
const field = (root: HTMLElement) => root.querySelector<HTMLElement>("[data-icon-field]")!;

describe("the builder's icon field", () => {
  it("shows the chosen icon by name with its picture, loaded once from /icons/", async () => {
    const { root } = await renderForm({ icon: { iv: "leaf" } });
    expect(byLabel(root, "Titel").tagName).toBe("INPUT");
    expect(spokenText(field(root).querySelector("[data-chosen-name]")!)).toBe("leaf");
    await waitFor(() => expect(field(root).querySelector("svg title")?.textContent).toBe("leaf"));
    expect(requested).toEqual(["/icons/leaf.svg"]);
  });

  it("draws a critical icon from the site data without a request", async () => {
    presentIcons([{ name: "menu", critical: true, svg: svg("menu") }]);
    const { root } = await renderForm({ icon: { iv: "menu" } });
    expect(field(root).querySelector("svg title")?.textContent).toBe("menu");
    expect(requested).toEqual([]);
  });

  it("picks an icon in a searchable grid and stores its name", async () => {
    const { root, last } = await renderForm({ icon: { iv: "leaf" } });
    await click(byLabel(root, "Icon auswählen …"));
    await waitFor(() => expect(options().map(spokenText)).toEqual(NAMES));
    expect(dialog()!.textContent).toContain("Icon auswählen");
    expect(dialog()!.textContent).toContain("4 Icons gefunden");
    expect(options().map((option) => option.getAttribute("aria-selected"))).toEqual(["false", "false", "true", "false"]);
    await waitFor(() => expect(dialog()!.querySelectorAll("[role=option] svg")).toHaveLength(4));
    await type(byLabel(dialog()!, "Nach Namen suchen"), "c");
    await waitFor(() => expect(options().map(spokenText)).toEqual(["calendar", "clock"]));
    expect(requested.filter((path) => path.startsWith("/icons/leaf"))).toHaveLength(1);
    await click(options()[1]!);
    await waitFor(() => expect(last()).toEqual({ icon: { iv: "clock" } }));
    await click(byLabel(dialog()!, "Fertig"));
    await waitFor(() => expect(dialog()).toBeNull());
    expect(spokenText(field(root).querySelector("[data-chosen-name]")!)).toBe("clock");
  });

  it("removes the icon, leaving an empty name and the field's message, in English too", async () => {
    openEmptyPage("en");
    const { root, last } = await renderForm({ icon: { iv: "leaf" } }, "en");
    await click(byLabel(root, "Remove “leaf”"));
    await waitFor(() => expect(last()).toEqual({ icon: { iv: "" } }));
    expect(field(root).textContent).toContain("No icon chosen yet.");
    await waitFor(() => expect(field(root).textContent).toContain("Icon is required."));
  });
});
