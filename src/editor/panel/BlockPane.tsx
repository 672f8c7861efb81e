import { useStore } from "@nanostores/react";
import { useEffect, useRef } from "react";
import { focusPath, loadControls, type RenderField } from "../../components/forms/index.ts";
import { partsOf, pathOf } from "../../forms/index.ts";
import type { Lang } from "../../i18n/locales.ts";
import type { BlockSchemaInfo } from "../../lib/content/model.ts";
import type { BlockInstance } from "../../lib/tree/block.ts";
import { useBuilderText } from "../builder-text.ts";
import type { BlockRules } from "../rules.ts";
import { BlockFields } from "./BlockFields.tsx";
import { blockForm } from "./block-form.ts";
import { $panel, focusDone } from "./panel-store.ts";

export interface BlockPaneProps {
  block: BlockInstance;
  /** The block type's name in the builder's language. */
  name: string;
  lang: Lang;
  rules: BlockRules;
  blockSchemas?: readonly BlockSchemaInfo[] | undefined;
  renderField?: RenderField | undefined;
  /** Focuses the panel's title: where a request to edit a block without fields lands. */
  focusTitle: () => void;
}

/** Focuses the field at `path` in `root`, waiting for a heavy control's code when it is still coming; false when there is no such field. */
async function focusField(root: HTMLElement, path: string): Promise<boolean> {
  if (focusPath(root, path)) return true;
  if (!root.querySelector(`[data-path="${CSS.escape(path)}"]`)) return false;
  await loadControls();
  await new Promise((resolve) => requestAnimationFrame(resolve));
  return focusPath(root, path);
}

/**
 * What the fields panel shows for the current block (loaded on demand with the forms code): its
 * fields as a form, or why there are none (a type the site does not know, a schema no form can be
 * built from, a block without fields). Carries out a request to focus one of its fields (the
 * first when none is named); one it cannot carry out focuses the panel's title.
 */
export function BlockPane({ block, name, lang, rules, blockSchemas, renderField, focusTitle }: BlockPaneProps) {
  const text = useBuilderText();
  const { focus } = useStore($panel);
  const root = useRef<HTMLDivElement>(null);
  const form = blockForm(block.schemaName, rules, blockSchemas);

  useEffect(() => {
    const element = root.current;
    if (!focus || focus.blockId !== block.id || !element) return;
    focusDone();
    const first = form.kind === "form" ? form.model.fields[0] : undefined;
    const path = focus.path ?? (first && pathOf(first.name, partsOf(first)[0]!));
    void (async () => {
      if (path === undefined || !(await focusField(element, path).catch(() => false))) focusTitle();
    })();
  }, [focus, block.id, form, focusTitle]);

  const note = "rounded border border-dashed border-main/40 p-3 text-sm";
  return (
    <div ref={root} className="flex flex-col gap-4">
      {form.kind === "unknown" ? (
        <p className={note}>{text("builder.panel.unknown", { block: name })}</p>
      ) : form.kind === "broken" ? (
        <p className={note}>{text("builder.panel.broken", { block: name })}</p>
      ) : form.model.fields.length === 0 ? (
        <p className="text-sm">{text("builder.panel.noFields")}</p>
      ) : (
        <>
          <p className="text-sm text-ink/70">{text("builder.panel.escape")}</p>
          <BlockFields
            key={block.id}
            block={block}
            model={form.model}
            lang={lang}
            label={text("builder.panel.form", { block: name })}
            {...(renderField ? { renderField } : {})}
          />
        </>
      )}
    </div>
  );
}
