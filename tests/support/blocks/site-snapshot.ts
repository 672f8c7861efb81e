/** Test helpers: a seeded-shaped site snapshot and a render context that records warnings. */
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { Lang } from "../../../src/i18n/locales.ts";
import type { Entity, Fields, SiteData } from "../../../src/lib/content/model.ts";
import type { BlockInstance } from "../../../src/lib/tree/block.ts";
import type { BlockViewProps, RenderContext } from "../../../src/blocks/types.ts";

export const iv = <T>(value: T) => ({ iv: value });
export const l = (de: string, en: string) => ({ de, en });
const entity = (id: string, data: Fields): Entity => ({ id, data });

export function testSite(overrides: Partial<SiteData> = {}): SiteData {
  return {
    pages: [],
    colors: [
      entity("color-salbei", { name: iv("Salbei"), hexcode: iv("#5b7f6a") }),
      entity("color-bad", { name: iv("Bad"), hexcode: iv("red;}body{x") }),
      entity("color-weiss", { hexcode: iv("#fff") }),
    ],
    textStyles: [
      entity("ts-heading-s", { name: iv("Überschrift klein"), twclasses: iv("text-xl font-semibold") }),
      entity("ts-evil", { twclasses: iv('text-xl "><script> font-bold') }),
    ],
    icons: [
      entity("icon-mail", {
        name: iv("mail"),
        critical: iv(false),
        svg: iv('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" aria-hidden="true"><path d="M3 5h18"/></svg>'),
      }),
      entity("icon-menu", {
        name: iv("menu"),
        critical: iv(true),
        svg: iv('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" onload="alert(1)"><path d="M4 6h16"/><script>alert(1)</script></svg>'),
      }),
    ],
    themes: [
      entity("theme-standard", {
        name: iv("Standard"),
        colorMain: iv("#1f3d33"),
        colorSupport: iv("#5b7f6a"),
        colorAccent: iv("#c2643f"),
        colorNeutral: iv("#f3ede2"),
        colorBlack: iv("#22262a"),
        colorWhite: iv("#ffffff"),
      }),
      entity("theme-abend", {
        name: iv("Abendlicht"),
        colorMain: iv("#1c2a3a"),
        colorSupport: iv("#8fb8d0"),
        colorAccent: iv("#E8A87C"),
        colorNeutral: iv("#eef1f4"),
        colorBlack: iv("#111418"),
        colorWhite: iv("#fff"),
      }),
      entity("theme-bad", {
        name: iv("Bad"),
        colorMain: iv("#12345"),
        colorSupport: iv("url(javascript:1)"),
        colorAccent: iv("#c2643f"),
        colorNeutral: iv("#f3ede2"),
        colorBlack: iv("#22262a"),
        colorWhite: iv("#fff"),
      }),
    ],
    fonts: [
      entity("font-main", {
        mission: iv("main"),
        font: iv({ name: "Lora", weight: 700, style: "normal", url: "/fonts/lora-latin-700-normal.woff2", type: "woff2" }),
      }),
      entity("font-support", {
        mission: iv("support"),
        font: iv({ name: "Lora", weight: 400, style: "normal", url: "/fonts/lora-latin-400-normal.woff2", type: "woff2" }),
      }),
      entity("font-navbar", {
        mission: iv("navbar"),
        font: iv({ name: "Inter", weight: 600, style: "normal", url: "/fonts/inter-latin-600-normal.woff2", type: "woff2" }),
      }),
      entity("font-flowing", {
        mission: iv("flowingtext"),
        font: iv({ name: "Inter", weight: 400, style: "normal", url: "/fonts/inter-latin-400-normal.woff2", type: "woff2" }),
      }),
      entity("font-evil", { mission: iv("main"), font: iv({ name: "Evil", weight: 400, url: "https://evil.example/x.woff2" }) }),
    ],
    languages: [],
    globalSettings: entity("globals", { defaultTheme: iv(["theme-standard"]) }),
    navigation: [],
    practitioners: [],
    appointments: [],
    challenges: [],
    assets: new Map([
      [
        "asset-hero",
        { id: "asset-hero", fileName: "hero.png", mimeType: "image/png", url: "/cms/api/assets/app/asset-hero/hero.png", width: 1200, height: 700 },
      ],
    ]),
    blockSchemas: [],
    siteCode: "atemraum",
    ...overrides,
  };
}

export function testCtx(
  options: { lang?: Lang; site?: SiteData; path?: string } & Pick<RenderContext, "themeInHead" | "read"> = {},
): RenderContext & { warnings: string[] } {
  const warnings: string[] = [];
  const { lang = "de", site = testSite(), path = "/test", ...rest } = options;
  return { lang, site, path, warn: (m) => warnings.push(m), warnings, ...rest };
}

let counter = 0;
export function blockOf(schemaName: string, fields: Fields, children?: BlockInstance[]): BlockInstance {
  return { id: `b${++counter}`, schemaName, schemaId: `schema-${schemaName}`, active: true, fields, ...(children ? { children } : {}) };
}

/** Renders one block view to static HTML, as a visitor page would. */
export function renderView(View: ComponentType<BlockViewProps>, block: BlockInstance, ctx: RenderContext): string {
  return renderToStaticMarkup(createElement(View, { block, ctx }));
}
