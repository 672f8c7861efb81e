import { useMemo, useRef, useState } from "react";
import { Header, ListBox, ListBoxItem, ListBoxSection, type Key } from "react-aria-components";
import { blockTypes } from "../../blocks/catalog.ts";
import type { RenderContext } from "../../blocks/types.ts";
import { Dialog } from "../../components/ui/Dialog.tsx";
import { TextField } from "../../components/ui/TextField.tsx";
import { t } from "../../i18n/t.ts";
import { findBlock } from "../../lib/tree/find-block.ts";
import { $editor } from "../store.ts";
import { useBuilderText } from "../builder-text.ts";
import { ChoiceActions } from "../ChoiceActions.tsx";
import { useSingleChoice } from "../use-single-choice.ts";
import { addNewBlock } from "./add-new-block.ts";
import type { AddTarget } from "./add-position.ts";
import { BlockPreview } from "./BlockPreview.tsx";
import { filterPalette } from "./filter-palette.ts";
import { groupPalette, paletteEntries } from "./palette.ts";

const WHERE = { before: "builder.add.where.before", after: "builder.add.where.after", inside: "builder.add.where.inside" } as const;

/**
 * The add-block dialog: the site's block types grouped by category, each with a
 * preview, a search over the German and English names, and "Einfügen". Down arrow goes from the
 * search to the list, arrow keys move through it, Enter (or a double click) adds the focused type, Escape closes and focus returns to
 * the button that opened it. Confirming with nothing chosen shows the German alert (on an
 * English page the English text beside it). Loaded on first use (`loadAddBlockDialog`).
 */
export default function AddBlockDialog({ target, ctx, onClose }: { target: AddTarget; ctx: RenderContext; onClose: () => void }) {
  const text = useBuilderText();
  const session = $editor.get().session;
  const lang = ctx.lang;
  const [query, setQuery] = useState("");
  const choice = useSingleChoice();
  const list = useRef<HTMLDivElement>(null);
  const entries = useMemo(() => (session ? paletteEntries(blockTypes, ctx.site.blockSchemas ?? [], session.rules) : []), [session, ctx.site]);
  const shown = filterPalette(entries, query);
  const groups = groupPalette(shown);
  const anchor = target.anchorId === null ? undefined : findBlock($editor.get().tree, target.anchorId)?.block;
  const where = anchor && session ? text(WHERE[target.place], { block: session.rules.label(anchor.schemaName, lang) }) : text("builder.add.where.end");
  const add = (key: Key | null) => {
    const entry = shown.find((candidate) => candidate.schemaName === key);
    if (!entry) return choice.refuse();
    onClose();
    addNewBlock(entry, target);
  };
  return (
    <Dialog isOpen isDismissable onOpenChange={(open) => !open && onClose()} title={text("builder.add.title")} width="max-w-2xl">
      <p className="mb-3 text-sm">{where}</p>
      <TextField
        // Searching is the quickest way to a block type: the dialog opens with the search focused.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
        label={text("builder.add.search")}
        type="search"
        value={query}
        onChange={setQuery}
        // Down arrow from the search goes on to the list, as in a combo box.
        onKeyDown={(event) => {
          if (event.key !== "ArrowDown") return event.continuePropagation();
          event.preventDefault();
          list.current?.querySelector<HTMLElement>('[role="option"][data-key]')?.focus();
        }}
        className="mb-3"
      />
      <ListBox
        ref={list}
        aria-label={text("builder.add.list")}
        aria-describedby="add-block-hint"
        {...choice.listProps}
        onAction={(key) => add(key)}
        renderEmptyState={() => <p className="p-3 text-sm">{text("builder.add.none", { query })}</p>}
        className="max-h-[50vh] overflow-auto rounded border border-ink/20 p-1 outline-none focus-visible:outline-2 focus-visible:outline-accent"
      >
        {groups.map((group) => (
          <ListBoxSection key={group.category} id={group.category} className="mb-2">
            <Header className="px-2 py-1 text-xs font-semibold tracking-wide uppercase">{text(`builder.add.category.${group.category}`)}</Header>
            {group.entries.map((entry) => (
              <ListBoxItem
                key={entry.schemaName}
                id={entry.schemaName}
                textValue={entry.label[lang]}
                className={({ isSelected, isFocusVisible }) =>
                  [
                    "flex cursor-default items-center gap-3 rounded p-2 outline-none",
                    isSelected ? "bg-main text-paper" : "hover:bg-main/10",
                    isFocusVisible ? "outline-2 -outline-offset-2 outline-accent" : "",
                  ].join(" ")
                }
              >
                <BlockPreview entry={entry} ctx={ctx} />
                <span className="font-semibold">{entry.label[lang]}</span>
              </ListBoxItem>
            ))}
          </ListBoxSection>
        ))}
      </ListBox>
      <p id="add-block-hint" className="mt-2 text-xs">
        {text("builder.add.hint")}
      </p>
      <ChoiceActions
        alert={
          choice.missing ? (
            <>
              <span lang="de">{t("de", "builder.add.required")}</span>
              {lang !== "de" && (
                <>
                  {" "}
                  <span lang={lang}>{t(lang, "builder.add.required")}</span>
                </>
              )}
            </>
          ) : null
        }
        cancel={text("builder.add.cancel")}
        confirm={text("builder.add.confirm")}
        onCancel={onClose}
        onConfirm={() => add(choice.chosen)}
      />
    </Dialog>
  );
}
