import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** The axe rule tags every sweep checks: WCAG 2.0, 2.1 and 2.2 at levels A and AA. */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * The WCAG violations axe finds on `page` as it is now (only inside the `include` selectors when
 * given), one line per violating node: rule, impact, target and the failure summary. An
 * accessible page answers `[]`.
 */
export async function violations(page: Page, include: readonly string[] = []): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  for (const selector of include) builder = builder.include(selector);
  const result = await builder.analyze();
  return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}) ${n.target.join(" ")} — ${n.failureSummary?.replace(/\s+/g, " ")}`));
}
