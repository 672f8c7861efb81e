import type { AssetInfo } from "../content/model.ts";
import { LOCALES, type Lang } from "../../i18n/locales.ts";
import { focusOf } from "./focus.ts";

/** The metadata key of an asset's alternative text in one language (`alt-de`, `alt-en`): flat string values, as Squidex's metadata editor keeps them. */
export const altKey = (lang: Lang) => `alt-${lang}`;

/** Longest alternative text stored per language (as the image block's own alt field). */
export const ALT_MAX = 200;

/** The alternative texts in an asset's metadata, per language; languages without one (or an empty one) are left out. */
export function altOf(metadata: Record<string, unknown> | null | undefined): Partial<Record<Lang, string>> | undefined {
  const out: Partial<Record<Lang, string>> = {};
  for (const lang of LOCALES) {
    const value = metadata?.[altKey(lang)];
    if (typeof value === "string" && value.trim()) out[lang] = value.trim().slice(0, ALT_MAX);
  }
  return Object.keys(out).length ? out : undefined;
}

/** What the views read from an asset's metadata: pixel size, focus point and alternative texts, each only when present and well-formed. */
export function metadataFacts(metadata: Record<string, unknown> | null | undefined): Pick<AssetInfo, "width" | "height" | "focus" | "alt"> {
  const width = metadata?.pixelWidth;
  const height = metadata?.pixelHeight;
  const focus = focusOf(metadata ?? undefined);
  const alt = altOf(metadata);
  return {
    ...(typeof width === "number" ? { width } : {}),
    ...(typeof height === "number" ? { height } : {}),
    ...(focus ? { focus } : {}),
    ...(alt ? { alt } : {}),
  };
}
