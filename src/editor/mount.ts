import { createElement } from "react";
import { createRoot, type Root } from "react-dom/client";
import { blockTypes } from "../blocks/catalog.ts";
import { loadBlockViews, typesIn } from "../blocks/registry.editor.ts";
import type { Lang } from "../i18n/locales.ts";
import { loadUiStrings } from "../i18n/t.ts";
import { fromSiteJson } from "../lib/site/site-json.ts";
import Builder from "./Builder.tsx";
import { addEditorStyles } from "./editor-styles.ts";
import { loadPage } from "./io/page-io.ts";
import { fetchEditorSite, fetchSiteLists, listsRead } from "./io/site-data.ts";
import type { BlockTypeInfo } from "./rules.ts";
import { $editor, closeEditor, openEditor } from "./store.ts";
import { $editMode } from "./edit-mode.ts";

let open: { root: Root; host: HTMLElement; hidden: HTMLElement[]; stopWatching?: () => void } | undefined;

/** Why edit mode could not start: the page is not a content page, is gone, or the server did not answer. */
export type OpenFailure = "not-editable" | "gone" | "failed";

/**
 * Switches edit mode on for the content page shown: reads the page's newest version (drafts
 * included) and the site data the views need, opens the editor store and renders the builder
 * in place of the published content of `<main>` (kept, hidden, for switching back). The site data
 * comes without its lists (no page's tree, no collection): of the collections only list blocks show
 * (a directory's practitioners can be megabytes), it reads those the page's blocks list, and the
 * others when a block that lists them is added, each once per session.
 */
export async function startEditing(lang: Lang): Promise<OpenFailure | undefined> {
  if (open) return undefined;
  const pageId = document.querySelector<HTMLMetaElement>('meta[name="page-id"]')?.content;
  const main = document.getElementById("main");
  if (!pageId || !main) return "not-editable";
  try {
    // The builder speaks the page's language (a German editor on /en/… gets English): its strings load with the site data.
    const [lean] = await Promise.all([fetchEditorSite(), loadUiStrings(lang), addEditorStyles()]);
    const { app, mapTiles } = lean;
    const page = await loadPage(app, pageId);
    if (!page) return "gone";
    // Each list is asked for once per session: `shown` holds those loaded or on their way.
    const shown = new Set(listsRead(page.tree));
    // The views of the page's block types load with its lists, so the first drawing shows every block (others load when added).
    const [lists] = await Promise.all([shown.size ? fetchSiteLists([...shown]) : {}, loadBlockViews(typesIn(page.tree))]);
    let site = Object.assign(fromSiteJson(lean.site), lists);
    const known = new Set(blockTypes.map((type) => type.schemaName));
    const types: BlockTypeInfo[] = [
      ...blockTypes,
      ...site.blockSchemas
        .filter((schema) => !known.has(schema.name))
        .map((schema) => ({ schemaName: schema.name, container: false, label: schema.label ?? { de: schema.name, en: schema.name } })),
    ];
    const { tree, ...opened } = page;
    openEditor({ app, page: opened, tree, lang, types });
    $editMode.set({ unsaved: () => $editor.get().dirty });
    const hidden = [...main.children].filter((child): child is HTMLElement => child instanceof HTMLElement && !child.hidden);
    for (const child of hidden) child.hidden = true;
    const host = document.createElement("div");
    main.append(host);
    const root = createRoot(host);
    open = { root, host, hidden };
    const path = location.pathname;
    root.render(createElement(Builder, { site, mapTiles, path }));
    // A block added later may list a collection not loaded yet: it comes then (once per session), and the views render again.
    let seen = page.tree;
    const stopWatching = $editor.listen(({ tree }) => {
      if (tree === seen) return;
      seen = tree;
      const missing = listsRead(tree).filter((list) => !shown.has(list));
      if (!missing.length) return;
      for (const list of missing) shown.add(list);
      fetchSiteLists(missing)
        .then((more) => {
          if (open?.root !== root) return;
          site = Object.assign({ ...site }, more);
          root.render(createElement(Builder, { site, mapTiles, path }));
        })
        .catch((error: unknown) => console.error("baukasten: the site's collections could not be loaded", error));
    });
    open.stopWatching = stopWatching;
    return undefined;
  } catch (error) {
    console.error("baukasten: edit mode could not start", error);
    return "failed";
  }
}

/** Switches edit mode off: the published page comes back; unsaved work stays in the browser's drafts. */
export function stopEditing(): void {
  if (!open) return;
  open.stopWatching?.();
  open.root.unmount();
  open.host.remove();
  for (const child of open.hidden) child.hidden = false;
  open = undefined;
  closeEditor();
  $editMode.set(null);
}
