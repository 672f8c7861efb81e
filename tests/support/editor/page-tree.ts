/** Test helpers for the editor: a small set of block types and a realistic 200-block page. */
import type { Lang } from "../../../src/i18n/locales.ts";
import type { BlockInstance } from "../../../src/lib/tree/block.ts";
import type { NewId } from "../../../src/lib/tree/copy-block.ts";
import { blockRules, type BlockTypeInfo } from "../../../src/editor/rules.ts";
import { openEditor, type OpenPage } from "../../../src/editor/store.ts";

/** Section and columns (containers), heading and rich text, labelled as in the catalog. */
export const TYPES: readonly BlockTypeInfo[] = [
  { schemaName: "block-section", container: true, label: { de: "Abschnitt", en: "Section" } },
  { schemaName: "block-columns", container: true, label: { de: "Spalten", en: "Columns" } },
  { schemaName: "block-heading", container: false, label: { de: "Überschrift", en: "Heading" } },
  { schemaName: "block-rich-text", container: false, label: { de: "Fließtext", en: "Rich text" } },
];

export const rules = blockRules(TYPES);

/** Ids `n1`, `n2`, … (or with another prefix), for predictable copies. */
export function counter(prefix = "n"): NewId {
  let n = 0;
  return () => `${prefix}${++n}`;
}

const block = (id: string, schemaName: string, fields: BlockInstance["fields"], children?: BlockInstance[]): BlockInstance => ({
  id,
  schemaName,
  schemaId: `schema-${schemaName}`,
  active: true,
  fields,
  ...(children ? { children } : {}),
});

const heading = (id: string) => block(id, "block-heading", { text: { de: `Überschrift ${id}`, en: `Heading ${id}` }, level: { iv: "h2" } });
const text = (id: string) =>
  block(id, "block-rich-text", { html: { de: `<p>Ein Absatz mit etwas Text für ${id}.</p>`, en: `<p>A paragraph with some text for ${id}.</p>` } });

/**
 * A page of `count` blocks (default 200) nested four levels deep, like a real long page: sections
 * of a heading, text, and columns of two sections (heading and text each), then more text; root
 * headings make up the rest. Ids are `b1`, `b2`, … in depth-first order.
 */
export function pageTree(count = 200): BlockInstance[] {
  let n = 0;
  const id = () => `b${++n}`;
  const inner = () => {
    const sectionId = id();
    return block(sectionId, "block-section", { width: { iv: "default" } }, [heading(id()), text(id())]);
  };
  const section = () => {
    const sectionId = id();
    const children = [heading(id()), text(id())];
    const columnsId = id();
    children.push(block(columnsId, "block-columns", { columns: { iv: "2" } }, [inner(), inner()]), text(id()));
    return block(sectionId, "block-section", { width: { iv: "default" }, paddingY: { iv: "lg" } }, children);
  };
  const tree: BlockInstance[] = [];
  for (let i = 0; i < Math.floor(count / 11); i++) tree.push(section());
  while (n < count) tree.push(heading(id()));
  return tree;
}

/** Page `id` at `version` as the content service answers for a draft page with no data but its blocks. */
export function draftPage(id: string, version = 1): OpenPage {
  return { id, version, status: "Draft", data: {} };
}

/** Opens an empty draft page of app `site` in the editor, in `lang`, with nothing kept in storage. */
export function openEmptyPage(lang: Lang): void {
  openEditor({ app: "site", page: draftPage("p1"), tree: [], lang, types: TYPES, storage: null });
}
