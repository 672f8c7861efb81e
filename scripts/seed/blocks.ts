import type { Fields } from "../../src/lib/content/model.ts";
import type { BlockInstance } from "../../src/lib/tree/block.ts";
import { stableId } from "./ids.ts";

type Text = { de: string; en: string };
const iv = <T>(value: T) => ({ iv: value });
const ref = (id: string | undefined): Fields => (id ? { backgroundColor: iv([id]) } : {});

/**
 * Makes block instances with stable ids (`scope` + a counter) and the component schema ids the
 * service assigned. One builder per page, so ids stay stable when other pages change.
 */
export function blockBuilder(schemaIdOf: (name: string) => string, scope: string) {
  let counter = 0;
  const make = (schemaName: string, fields: Fields, children?: BlockInstance[]): BlockInstance => ({
    id: stableId("blocks", `${scope}:${++counter}`),
    schemaName,
    schemaId: schemaIdOf(schemaName),
    active: true,
    fields,
    ...(children ? { children } : {}),
  });
  return {
    section: (options: { background?: string; width?: string; paddingY?: string; align?: string; anchor?: string }, children: BlockInstance[]) =>
      make(
        "block-section",
        {
          ...ref(options.background),
          width: iv(options.width ?? "default"),
          paddingY: iv(options.paddingY ?? "lg"),
          align: iv(options.align ?? "start"),
          ...(options.anchor ? { anchor: iv(options.anchor) } : {}),
        },
        children,
      ),
    columns: (columns: 2 | 3 | 4 | "auto", children: BlockInstance[], options: { gap?: string; verticalAlign?: string } = {}) =>
      make(
        "block-columns",
        { columns: iv(String(columns)), gap: iv(options.gap ?? "md"), verticalAlign: iv(options.verticalAlign ?? "start"), reverseOnMobile: iv(false) },
        children,
      ),
    /** A plain container used as one column cell. */
    cell: (children: BlockInstance[]) => make("block-section", { width: iv("full"), paddingY: iv("none"), align: iv("start") }, children),
    heading: (text: Text, level: "h1" | "h2" | "h3" | "h4" = "h2", options: { eyebrow?: Text; textStyle?: string; align?: string } = {}) =>
      make("block-heading", {
        text,
        level: iv(level),
        ...(options.eyebrow ? { eyebrow: options.eyebrow } : {}),
        ...(options.textStyle ? { textStyle: iv([options.textStyle]) } : {}),
        align: iv(options.align ?? "start"),
      }),
    richText: (html: Text, textStyle?: string) => make("block-rich-text", { html, ...(textStyle ? { textStyle: iv([textStyle]) } : {}) }),
    image: (assetId: string, alt: Text, options: { caption?: Text; aspect?: string; priority?: boolean } = {}) =>
      make("block-image", {
        image: iv([assetId]),
        alt,
        ...(options.caption ? { caption: options.caption } : {}),
        aspect: iv(options.aspect ?? "original"),
        priority: iv(options.priority ?? false),
        rounded: iv(true),
      }),
    button: (label: Text, href: Text, variant = "primary", icon?: string) =>
      make("block-button", { label, href, variant: iv(variant), ...(icon ? { icon: iv(icon) } : {}), newTab: iv(false) }),
    icon: (icon: string, options: { size?: string; color?: string; label?: Text } = {}) =>
      make("block-icon", {
        icon: iv(icon),
        size: iv(options.size ?? "lg"),
        ...(options.color ? { color: iv([options.color]) } : {}),
        ...(options.label ? { label: options.label } : {}),
      }),
    spacer: (size = "md", divider = false) => make("block-spacer", { size: iv(size), divider: iv(divider) }),
    embed: (provider: "youtube" | "vimeo" | "openstreetmap", url: string, title: Text, consentCategory = "marketing") =>
      make("block-embed", { provider: iv(provider), url: iv(url), title, consentCategory: iv(consentCategory), aspect: iv("16/9") }),
    /** Any other block type, fields given in content-data shape. */
    custom: (schemaName: string, fields: Fields, children?: BlockInstance[]) => make(schemaName, fields, children),
  };
}

/** The builder type pages are written against. */
export type BlockBuilder = ReturnType<typeof blockBuilder>;
