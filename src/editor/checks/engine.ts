import type { Lang } from "../../i18n/locales.ts";
import type { SiteData } from "../../lib/content/model.ts";
import { blockForms } from "./block-forms.ts";
import { pageChecker, type CheckedPage, type PageChecks } from "./page-checks.ts";

/**
 * The page checker for a site and a builder language: the block types' forms (the catalog's and
 * the site's admin-defined ones) with the validation rules and the hints. Loaded on demand (it
 * brings the forms' rule set), once the builder is open.
 */
export function createChecker(site: SiteData | null, lang: Lang): (page: CheckedPage) => PageChecks {
  return pageChecker(blockForms(site?.blockSchemas), lang);
}
