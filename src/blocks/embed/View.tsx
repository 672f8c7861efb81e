import { t } from "../../i18n/t.ts";
import { textOn } from "../../lib/color.ts";
import { pickTheme, themeColors } from "../../lib/theme/colors.ts";
import { fontFaceCss, fontFaces, fontVariables } from "../../lib/theme/fonts.ts";
import type { BlockViewProps, RenderContext } from "../types.ts";
import { readProps } from "../shared/props.ts";
import { cx } from "../shared/styles.ts";
import { surfaceColors } from "../shared/surface.ts";
import { embedTarget, PROVIDER_NAMES, type EmbedTarget } from "./providers.ts";
import { EmbedSchema } from "./schema.ts";
import { escapeHtml } from "../../lib/sanitize/escape.ts";

const ASPECT: Record<string, string> = { "16/9": "aspect-video", "4/3": "aspect-[4/3]", "1/1": "aspect-square" };

// What the framed provider pages need; no top navigation, no downloads.
const SANDBOX = "allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-presentation";

/**
 * The consent placeholder as the iframe's own document (`srcdoc`): a notice, a link to the embed
 * and one to the content on the provider's site (new tab). Following the first link navigates the
 * iframe itself, so the embed loads in place with no JavaScript, and nothing is requested from the
 * provider before that click. The page's fonts and theme colours are repeated here: a `srcdoc`
 * document inherits the page's origin and CSP, not its styles.
 */
function placeholderDocument(ctx: RenderContext, target: EmbedTarget, title: string): string {
  const name = PROVIDER_NAMES[target.provider];
  const quiet = () => {};
  const colors = themeColors(pickTheme(ctx.site, ctx.page), quiet);
  const surface = surfaceColors(ctx, colors.colorNeutral);
  const faces = fontFaces(ctx.site, quiet).filter((f) => f.mission === "flowingtext" || f.mission === "navbar");
  const fonts = fontVariables(faces);
  const css = [
    fontFaceCss(faces),
    `html,body{height:100%;margin:0}`,
    `body{box-sizing:border-box;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:1rem;padding:1.5rem;text-align:center;background:${surface.background};color:${surface.text};font:400 0.875rem/1.5 ${fonts["--theme-font-flowingtext"] ?? "ui-sans-serif, system-ui, sans-serif"}}`,
    `p{margin:0;max-width:28rem}`,
    `a{color:inherit}`,
    `.load{display:inline-block;padding:0.5rem 1.25rem;border-radius:999px;background:${surface.heading};color:${textOn(surface.heading, colors.colorBlack, colors.colorWhite)};font:600 1rem/1.5 ${fonts["--theme-font-navbar"] ?? "ui-sans-serif, system-ui, sans-serif"};text-decoration:none}`,
    `.load:hover{text-decoration:underline}`,
    `a:focus-visible{outline:3px solid ${colors.colorAccent};outline-offset:2px}`,
    `.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}`,
  ].join("\n");
  const body = [
    `<p>${escapeHtml(t(ctx.lang, "embed.notice", { provider: name }))}</p>`,
    `<a class="load" href="${escapeHtml(target.src)}">${escapeHtml(t(ctx.lang, "embed.load"))}<span class="sr"> (${escapeHtml(name)})</span></a>`,
    `<p><a href="${escapeHtml(target.link)}" target="_blank" rel="noopener noreferrer">${escapeHtml(t(ctx.lang, "embed.open", { provider: name }))}</a></p>`,
  ].join("");
  return `<!doctype html><html lang="${ctx.lang}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><style>${css}</style></head><body>${body}</body></html>`;
}

/**
 * An allow-listed embed behind a consent placeholder: the iframe starts with the placeholder
 * (`placeholderDocument`) and loads the provider's page in place when the visitor clicks "load";
 * until then the provider receives no request. The click is the consent for now; a consent
 * system, once there is one, can load `data-embed-src` for `data-consent-category` directly.
 */
export default function EmbedView({ block, ctx }: BlockViewProps) {
  const p = readProps(EmbedSchema, block.fields, ctx.lang);
  const target = embedTarget(p.provider, p.url);
  if (!target) {
    ctx.warn(`embed ${block.id} on ${ctx.path}: not an allow-listed ${p.provider} URL`);
    return null;
  }
  const title = p.title || PROVIDER_NAMES[target.provider];
  return (
    <figure className="block-embed flex w-full flex-col gap-2" data-consent-category={p.consentCategory} data-embed-src={target.src}>
      <iframe
        srcDoc={placeholderDocument(ctx, target, title)}
        title={title}
        sandbox={SANDBOX}
        allow="fullscreen; picture-in-picture"
        loading="lazy"
        className={cx("block w-full rounded-2xl border-0 bg-neutral", ASPECT[p.aspect])}
      />
      {p.title ? <figcaption className="text-sm">{p.title}</figcaption> : null}
    </figure>
  );
}
