/**
 * Component schemas, one per block type of DESIGN §4. A block instance in a page's `blocks` tree
 * carries the component's `schemaName` and `schemaId` and its values in `fields` with the content
 * data shape (`{ field: { iv | de | en: value } }`).
 *
 * Field tag vocabulary (`properties.tags`), read by the builder's form generator and by the generic
 * view of admin-defined blocks. Every field carries exactly one `editor:*` tag, and a `view:*` tag
 * when it is rendered (fields without `view:*` configure the block, e.g. a level or a limit):
 *
 * | tag | meaning |
 * |---|---|
 * | `editor:text` | single-line text input |
 * | `editor:textarea` | multi-line plain text |
 * | `editor:richtext` | rich-text editor producing the sanitised HTML subset (p, h2–h4, strong, em, a, ul, ol, li, blockquote) |
 * | `editor:number` | number input (`minValue`/`maxValue` apply) |
 * | `editor:checkbox` | boolean toggle |
 * | `editor:select` | dropdown of `allowedValues` |
 * | `editor:url` | link input: site-relative path, `https:`, `mailto:` or `tel:` only |
 * | `editor:color` | picker over the `colors` schema (value: `[colorId]`) |
 * | `editor:textstyle` | picker over the `text-styles` schema (value: `[textStyleId]`) |
 * | `editor:icon` | picker over the `icons` schema (value: the icon name) |
 * | `editor:image` | asset picker (value: `[assetId]`) |
 * | `editor:reference` | content picker over the field's `schemaIds` (value: `[contentId]`) |
 * | `view:heading` | rendered as the block's heading (level from a `level` field) |
 * | `view:text` | rendered as plain text (paragraph or label) |
 * | `view:richtext` | rendered as sanitised HTML |
 * | `view:image` | rendered as a responsive `<img>`, `view:alt` gives its alt text, `view:caption` a caption |
 * | `view:link` | the `href` of the block's link; `view:label` its text |
 * | `view:icon` | an inline icon |
 * | `view:background` | background colour of the block |
 * | `view:anchor` | the block's `id` attribute (in-page link target) |
 * | `view:class` | text style classes applied to the block's text |
 * | `view:embed` | an iframe source from an allow-listed provider |
 * | `isHidden` | skipped by the generated form (spec §5) |
 *
 * Schema-level tags (`properties.tags`): `block`, one `category:*` (`layout`, `content`, `media`,
 * `directory`, `booking`, `challenges`) and `container` for blocks whose instances have `children`.
 */
import type { SchemaIdOf } from "./entity-schemas.ts";
import { f, schema, type FieldDto, type SchemaDto } from "./schema-dsl.ts";

const t = (...tags: string[]) => ({ tags });
const block = (name: string, label: string, category: string, fields: FieldDto[], container = false): SchemaDto =>
  schema(name, label, fields, { type: "Component", tags: ["block", `category:${category}`, ...(container ? ["container"] : [])] });

/** Heading levels, sizes and the like shared by several blocks. */
export const SIZES = ["xs", "sm", "md", "lg", "xl"] as const;

/** The block component schemas; `id` resolves entity schema ids for reference pickers. */
export function blockSchemas(id: SchemaIdOf): SchemaDto[] {
  const color = (name = "backgroundColor", label = "Background colour") => f.refs(name, label, [id("colors")], { maxItems: 1, ...t("editor:color", "view:background") });
  const textStyle = () => f.refs("textStyle", "Text style", [id("text-styles")], { maxItems: 1, ...t("editor:textstyle", "view:class") });
  const align = () => f.select("align", "Alignment", ["start", "center", "end"], { defaultValue: "start", ...t("editor:select") });
  const title = (label = "Title") => f.lstring("title", label, t("editor:text", "view:heading"));
  const limit = (defaultValue: number) => f.number("limit", "Maximum items", { minValue: 1, maxValue: 200, defaultValue, ...t("editor:number") });
  return [
    block("block-section", "Section", "layout", [
      f.string("anchor", "Anchor id", { pattern: "^[a-z0-9-]*$", ...t("editor:text", "view:anchor") }),
      color(),
      f.select("width", "Width", ["narrow", "default", "wide", "full"], { defaultValue: "default", ...t("editor:select") }),
      f.select("paddingY", "Vertical padding", ["none", ...SIZES], { defaultValue: "lg", ...t("editor:select") }),
      align(),
    ], true),
    block("block-columns", "Columns", "layout", [
      f.select("columns", "Columns on large screens", ["2", "3", "4", "auto"], { defaultValue: "2", hints: "Each child block is one column; auto: side by side at their natural width (e.g. buttons)", ...t("editor:select") }),
      f.select("gap", "Gap", SIZES, { defaultValue: "md", ...t("editor:select") }),
      f.select("verticalAlign", "Vertical alignment", ["start", "center", "end", "stretch"], { defaultValue: "start", ...t("editor:select") }),
      f.boolean("reverseOnMobile", "Reverse order on small screens", { defaultValue: false, ...t("editor:checkbox") }),
    ], true),
    block("block-heading", "Heading", "content", [
      f.lstring("text", "Text", { isRequired: true, maxLength: 160, ...t("editor:text", "view:heading") }),
      f.select("level", "Level", ["h1", "h2", "h3", "h4"], { defaultValue: "h2", ...t("editor:select") }),
      f.lstring("eyebrow", "Eyebrow", { maxLength: 60, ...t("editor:text", "view:text") }),
      textStyle(),
      align(),
    ]),
    block("block-rich-text", "Rich text", "content", [
      f.lhtml("html", "Text", { isRequired: true, ...t("editor:richtext", "view:richtext") }),
      textStyle(),
    ]),
    block("block-image", "Image", "media", [
      f.assets("image", "Image", { maxItems: 1, isRequired: true, expectedType: "Image", ...t("editor:image", "view:image") }),
      f.lstring("alt", "Alternative text", { maxLength: 200, hints: "Empty only for decorative images", ...t("editor:text", "view:alt") }),
      f.lstring("caption", "Caption", { maxLength: 200, ...t("editor:text", "view:caption") }),
      f.select("aspect", "Aspect ratio", ["original", "16/9", "4/3", "1/1", "3/4"], { defaultValue: "original", ...t("editor:select") }),
      f.boolean("priority", "Above the fold (load eagerly)", { defaultValue: false, ...t("editor:checkbox") }),
      f.boolean("rounded", "Rounded corners", { defaultValue: true, ...t("editor:checkbox") }),
    ]),
    block("block-button", "Button / link", "content", [
      f.lstring("label", "Label", { isRequired: true, maxLength: 60, ...t("editor:text", "view:label") }),
      f.lstring("href", "Link", { isRequired: true, hints: "/path, https://…, mailto: or tel:", ...t("editor:url", "view:link") }),
      f.select("variant", "Variant", ["primary", "secondary", "ghost", "link"], { defaultValue: "primary", ...t("editor:select") }),
      f.string("icon", "Icon", t("editor:icon", "view:icon")),
      f.boolean("newTab", "Open in a new tab", { defaultValue: false, ...t("editor:checkbox") }),
    ]),
    block("block-icon", "Icon", "media", [
      f.string("icon", "Icon", { isRequired: true, ...t("editor:icon", "view:icon") }),
      f.select("size", "Size", SIZES, { defaultValue: "md", ...t("editor:select") }),
      color("color", "Colour"),
      f.lstring("label", "Accessible name", { hints: "Empty for a decorative icon", ...t("editor:text", "view:label") }),
    ]),
    block("block-spacer", "Spacer", "layout", [
      f.select("size", "Height", SIZES, { defaultValue: "md", ...t("editor:select") }),
      f.boolean("divider", "Show a divider line", { defaultValue: false, ...t("editor:checkbox") }),
    ]),
    block("block-embed", "Embed", "media", [
      f.select("provider", "Provider", ["youtube", "vimeo", "openstreetmap"], { isRequired: true, ...t("editor:select") }),
      f.string("url", "URL", { isRequired: true, ...t("editor:url", "view:embed") }),
      f.lstring("title", "Title (for screen readers)", { isRequired: true, ...t("editor:text", "view:label") }),
      f.select("consentCategory", "Consent category", ["functional", "statistic", "marketing"], { defaultValue: "marketing", ...t("editor:select") }),
      f.select("aspect", "Aspect ratio", ["16/9", "4/3", "1/1"], { defaultValue: "16/9", ...t("editor:select") }),
    ]),
    block("block-book-appointment", "Book appointment", "booking", [
      title(),
      f.lhtml("intro", "Introduction", t("editor:richtext", "view:richtext")),
      f.refs("practitioner", "Practitioner (empty: all)", [id("practitioners")], { maxItems: 1, ...t("editor:reference") }),
      f.number("days", "Days shown", { minValue: 1, maxValue: 60, defaultValue: 28, ...t("editor:number") }),
      f.lstring("emptyText", "Text when no slot is free", t("editor:text", "view:text")),
    ]),
    block("block-practitioner-single", "Practitioner", "directory", [
      f.refs("practitioner", "Practitioner", [id("practitioners")], { maxItems: 1, isRequired: true, ...t("editor:reference") }),
      f.boolean("showContact", "Show contact details", { defaultValue: true, ...t("editor:checkbox") }),
    ]),
    block("block-practitioner-list", "Practitioner list", "directory", [
      title(),
      f.string("country", "Only this country (ISO code)", { maxLength: 2, ...t("editor:text") }),
      f.string("language", "Only this language (ISO code)", { maxLength: 2, ...t("editor:text") }),
      limit(24),
    ]),
    block("block-practitioner-small-list", "Practitioner small list", "directory", [
      title(),
      limit(6),
      f.lstring("linkLabel", "Link label", t("editor:text", "view:label")),
      f.lstring("href", "Link", t("editor:url", "view:link")),
    ]),
    block("block-practitioner-overview", "Practitioner overview (with map)", "directory", [
      title(),
      f.lhtml("intro", "Introduction", t("editor:richtext", "view:richtext")),
      f.boolean("showMap", "Show map", { defaultValue: true, ...t("editor:checkbox") }),
      f.boolean("showFilters", "Show filters", { defaultValue: true, ...t("editor:checkbox") }),
    ]),
    block("block-practitioner-registration", "Practitioner registration", "directory", [
      title(),
      f.lhtml("text", "Text", t("editor:richtext", "view:richtext")),
      f.lstring("buttonLabel", "Button label", { isRequired: true, ...t("editor:text", "view:label") }),
    ]),
    block("block-challenge-overview-card", "Weekly challenge card", "challenges", [
      f.refs("challenge", "Challenge (empty: current week)", [id("challenges")], { maxItems: 1, ...t("editor:reference") }),
      f.lstring("eyebrow", "Eyebrow", t("editor:text", "view:text")),
      f.lstring("linkLabel", "Link label", t("editor:text", "view:label")),
      color(),
    ]),
    block("block-challenge-overview", "Weekly challenge overview", "challenges", [
      title(),
      f.boolean("showPast", "Include past weeks", { defaultValue: true, ...t("editor:checkbox") }),
      f.boolean("showUpcoming", "Include upcoming weeks", { defaultValue: false, ...t("editor:checkbox") }),
      limit(12),
    ]),
    block("block-challenge-single", "Weekly challenge", "challenges", [
      f.refs("challenge", "Challenge (empty: current week)", [id("challenges")], { maxItems: 1, ...t("editor:reference") }),
      f.boolean("showNavigation", "Links to previous and next week", { defaultValue: true, ...t("editor:checkbox") }),
    ]),
  ];
}
