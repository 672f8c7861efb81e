import type { Lang } from "../../i18n/locales.ts";
import type { SiteData } from "../content/model.ts";
import { pageIndex, type SitePage } from "./pages.ts";

/** Props of one prerendered content route. */
export interface ContentRouteProps {
  page: SitePage;
  lang: Lang;
  path: string;
}

/**
 * `getStaticPaths` of `src/pages/[...path].astro`: every routed page in every language. The
 * rest parameter is the path without its leading slash (`undefined` for `/`).
 */
export function contentStaticPaths(site: SiteData): { params: { path: string | undefined }; props: ContentRouteProps }[] {
  return pageIndex(site).routes.map(({ page, lang, path }) => ({
    params: { path: path === "/" ? undefined : path.slice(1) },
    props: { page, lang, path },
  }));
}
