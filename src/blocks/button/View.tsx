import type { ReactNode } from "react";
import { isExternal } from "../../lib/safe-url.ts";
import type { BlockViewProps, RenderContext } from "../types.ts";
import { Icon } from "../shared/Icon.tsx";
import { readProps } from "../shared/props.ts";
import { headingInk } from "../shared/surface.ts";
import { cx } from "../shared/styles.ts";
import { ButtonSchema, type ButtonProps } from "./schema.ts";

const VARIANT: Record<string, string> = {
  // Every variant has the same 2px border, so buttons side by side line up.
  primary: "rounded-full border-2 border-transparent bg-main px-6 py-3 font-semibold text-white hover:bg-ink",
  secondary: "rounded-full border-2 border-current px-6 py-3 font-semibold hover:border-main hover:bg-main hover:text-white",
  ghost: "rounded-full border-2 border-transparent px-4 py-3 font-semibold underline-offset-4 hover:underline",
  link: "font-semibold underline underline-offset-4",
};

/**
 * The button's markup with its label given as a node: the view passes the text, the builder's
 * Edit variant the same text editable in place. Without a safe `href` the label is plain text.
 */
export function ButtonMarkup({ p, ctx, label }: { p: ButtonProps; ctx: RenderContext; label: ReactNode }) {
  if (!p.href) return <span className="block-button">{label}</span>;
  const external = isExternal(p.href);
  // Outlined and text buttons take the headings' colour: the main colour where it reads, else
  // black or white (on a painted section through its variable), so they are never unreadable.
  const ink = p.variant === "primary" ? undefined : headingInk(ctx);
  return (
    <div className="block-button">
      <a
        href={p.href}
        className={cx("inline-flex items-center gap-2 transition-colors", VARIANT[p.variant])}
        style={ink}
        target={p.newTab ? "_blank" : undefined}
        rel={p.newTab || external ? "noopener noreferrer" : undefined}
      >
        {label}
        {p.icon ? <Icon name={p.icon} ctx={ctx} className="size-5" /> : null}
      </a>
    </div>
  );
}

/** A link styled as a button; an unsafe or missing target renders the label as plain text. */
export default function ButtonView({ block, ctx }: BlockViewProps) {
  const p = readProps(ButtonSchema, block.fields, ctx.lang);
  if (!p.label.trim()) return null;
  if (!p.href) ctx.warn(`button ${block.id} on ${ctx.path}: unsafe or missing link rendered as text`);
  return <ButtonMarkup p={p} ctx={ctx} label={p.label} />;
}
