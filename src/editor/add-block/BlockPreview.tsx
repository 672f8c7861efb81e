import { Component, Fragment, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { blockView } from "../../blocks/registry.editor.ts";
import type { RenderContext } from "../../blocks/types.ts";
import type { BlockInstance } from "../../lib/tree/block.ts";
import type { PaletteCategory, PaletteEntry } from "./palette.ts";

/** Shows the schematic when a view throws on sample data (an admin-defined type, data the site lacks). */
class PreviewBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

const bar = (width: string, tone = "bg-ink/25") => <span className={`block h-1.5 rounded ${tone} ${width}`} />;

/** A drawing of what a block of the category looks like, for types whose view shows nothing without real content. */
function Schematic({ category }: { category: PaletteCategory }): ReactNode {
  switch (category) {
    case "layout":
      return (
        <span className="grid h-full grid-cols-2 gap-1.5">
          <span className="rounded border border-dashed border-ink/40" />
          <span className="rounded border border-dashed border-ink/40" />
        </span>
      );
    case "media":
      return (
        <span className="flex h-full items-end justify-center gap-1 rounded bg-main/15 p-2">
          <span className="size-5 rotate-45 bg-main/40" />
          <span className="size-8 rotate-45 bg-main/50" />
        </span>
      );
    case "directory":
    case "challenges":
      return (
        <span className="grid h-full grid-cols-3 gap-1.5">
          {[0, 1, 2].map((n) => (
            <span key={n} className="flex flex-col gap-1 rounded border border-ink/25 p-1">
              <span className="block h-5 rounded bg-main/20" />
              {bar("w-3/4")}
              {bar("w-1/2", "bg-ink/15")}
            </span>
          ))}
        </span>
      );
    case "booking":
      return (
        <span className="grid h-full grid-cols-5 gap-1">
          {Array.from({ length: 10 }, (_, n) => (
            <span key={n} className={`rounded ${n % 3 === 0 ? "bg-accent/60" : "bg-ink/15"}`} />
          ))}
        </span>
      );
    default:
      return (
        <span className="flex h-full flex-col justify-center gap-1.5">
          {bar("w-2/3", "bg-ink/50")}
          {bar("w-full")}
          {bar("w-5/6")}
          {bar("w-1/2")}
        </span>
      );
  }
}

/** A sample instance of the entry's type: its example values, and for a container a heading and a paragraph inside. */
function sample(entry: PaletteEntry, lang: RenderContext["lang"]): BlockInstance {
  const child = (id: string, schemaName: string, fields: BlockInstance["fields"]): BlockInstance => ({ id, schemaName, schemaId: "", active: true, fields });
  return {
    id: `preview-${entry.schemaName}`,
    schemaName: entry.schemaName,
    schemaId: "",
    active: true,
    fields: entry.example ?? {},
    ...(entry.container
      ? {
          children: [
            child("preview-heading", "block-heading", { text: { [lang]: lang === "de" ? "Überschrift" : "Heading" }, level: { iv: "h3" } }),
            child("preview-text", "block-rich-text", { html: { [lang]: lang === "de" ? "<p>Inhalt des Blocks</p>" : "<p>Content of the block</p>" } }),
          ],
        }
      : {}),
  };
}

/**
 * A small, inert picture of a block type for the add-block dialog: the real view with the type's
 * sample values, scaled down; a schematic drawing of its category when the view shows nothing
 * without real content (an image without an asset, a list the site has no entries for) or fails.
 * Hidden from screen readers: the option's name says what it is.
 */
export function BlockPreview({ entry, ctx }: { entry: PaletteEntry; ctx: RenderContext }): ReactNode {
  const box = useRef<HTMLDivElement>(null);
  const [empty, setEmpty] = useState(false);
  useLayoutEffect(() => {
    const element = box.current;
    if (element && !element.textContent?.trim() && !element.querySelector("img, svg, hr, iframe")) setEmpty(true);
  }, []);
  const block = sample(entry, ctx.lang);
  const children = block.children?.map((child) => <Fragment key={child.id}>{blockView(child, ctx, undefined)}</Fragment>);
  const schematic = (
    <span className="block h-full p-3">
      <Schematic category={entry.category} />
    </span>
  );
  return (
    <div aria-hidden="true" className="pointer-events-none relative h-24 w-40 shrink-0 overflow-hidden rounded border border-ink/10 bg-paper">
      {empty ? (
        schematic
      ) : (
        <PreviewBoundary fallback={schematic}>
          <div ref={box} inert className="absolute top-0 left-0 w-[250%] origin-top-left scale-[0.4] p-4">
            {blockView(block, ctx, children)}
          </div>
        </PreviewBoundary>
      )}
    </div>
  );
}
