import type { ReactNode } from "react";
import { altText, imageSources } from "../lib/images/image-sources.ts";
import { linkAddress } from "../lib/link-address.ts";
import { isExternal } from "../lib/safe-url.ts";
import { sanitizeHtml } from "../lib/sanitize/html.ts";
import { localized, text as textField } from "../lib/content/localized.ts";
import type { BlockSchemaInfo } from "../lib/content/model.ts";
import { textStyleClasses } from "../lib/theme/text-styles.ts";
import type { BlockViewProps } from "./types.ts";
import { colorOf } from "./shared/colors.ts";
import { surface } from "./shared/surface.ts";
import { Icon } from "./shared/Icon.tsx";
import { cx } from "./shared/styles.ts";
import { VIEW } from "../lib/content/tags.ts";

const HEADING_LEVELS = ["h2", "h3", "h4"] as const;

/** The first value of a `[id]` field, or of a plain string field. */
function first(value: unknown): string | undefined {
  if (typeof value === "string") return value || undefined;
  return Array.isArray(value) && typeof value[0] === "string" ? value[0] : undefined;
}

/**
 * The generic view of admin-defined block types: fields laid out in schema order by their
 * `view:*` tag (the vocabulary in src/lib/content/tags.ts). Configuration fields (no `view:*`) and unsupported
 * tags render nothing. Values go through the same guards as the coded blocks: sanitised rich text,
 * safe URLs, validated colours, filtered classes.
 */
export function DynamicView({ block, ctx, schema, children }: BlockViewProps & { schema: BlockSchemaInfo }) {
  const value = (name: string) => localized(block.fields, name, ctx.lang);
  const byTag = (tag: string) => schema.fields.find((f) => f.properties.tags?.includes(tag));
  const str = (name: string | undefined) => (name ? textField(block.fields, name, ctx.lang) : "");
  const levelValue = str(schema.fields.find((f) => f.name === "level")?.name);
  const Level = (HEADING_LEVELS as readonly string[]).includes(levelValue) ? (levelValue as (typeof HEADING_LEVELS)[number]) : "h2";
  const background = colorOf(ctx, first(value(byTag(VIEW.background)?.name ?? "")));
  const anchor = str(byTag(VIEW.anchor)?.name);
  const classes = textStyleClasses(ctx.site, first(value(byTag(VIEW.class)?.name ?? "")));
  const label = str(byTag(VIEW.label)?.name);

  const parts: ReactNode[] = [];
  for (const field of schema.fields) {
    const tags = field.properties.tags ?? [];
    const key = field.name;
    if (tags.includes(VIEW.heading)) {
      const text = str(key);
      if (text)
        parts.push(
          <Level key={key} className="font-main text-2xl font-semibold text-[color:var(--surface-heading,var(--color-main))]">
            {text}
          </Level>,
        );
    } else if (tags.includes(VIEW.text)) {
      const text = str(key);
      if (text) parts.push(<p key={key}>{text}</p>);
    } else if (tags.includes(VIEW.richtext)) {
      const html = sanitizeHtml(value(key));
      if (html) parts.push(<div key={key} className="rich-text" dangerouslySetInnerHTML={{ __html: html }} />);
    } else if (tags.includes(VIEW.image)) {
      const asset = ctx.site.assets.get(first(value(key)) ?? "");
      if (asset?.mimeType.startsWith("image/")) {
        const caption = str(byTag(VIEW.caption)?.name);
        parts.push(
          <figure key={key}>
            <img
              {...imageSources(asset)}
              width={asset.width}
              height={asset.height}
              alt={altText(str(byTag(VIEW.alt)?.name), asset, ctx.lang)}
              loading="lazy"
              decoding="async"
              className="block h-auto w-full rounded-2xl"
            />
            {caption ? <figcaption className="mt-2 text-sm">{caption}</figcaption> : null}
          </figure>,
        );
      }
    } else if (tags.includes(VIEW.link)) {
      const href = linkAddress(value(key));
      const text = label || str(key);
      if (text) {
        parts.push(
          href ? (
            <a
              key={key}
              href={href}
              rel={isExternal(href) ? "noopener noreferrer" : undefined}
              className="font-semibold text-[color:var(--surface-heading,var(--color-main))] underline underline-offset-4"
            >
              {text}
            </a>
          ) : (
            <span key={key}>{text}</span>
          ),
        );
      }
    } else if (tags.includes(VIEW.icon)) {
      const name = str(key);
      if (name) parts.push(<Icon key={key} name={name} ctx={ctx} className="size-8" />);
    }
  }
  const Tag = anchor || background ? "section" : "div";
  const painted = background ? surface(ctx, background) : undefined;
  return (
    <Tag
      id={/^[a-z0-9-]{1,64}$/.test(anchor) ? anchor : undefined}
      data-block={block.schemaName}
      className={cx("block-dynamic flex flex-col gap-4", background && "rounded-2xl p-6", classes, painted?.className)}
      style={painted?.style}
    >
      {parts}
      {children}
    </Tag>
  );
}
