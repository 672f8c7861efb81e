import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { RECIPIENTS } from "../../scripts/seed/data/recipients.ts";
import { sitemapPaths } from "./sitemap-urls.ts";

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const recipient = RECIPIENTS.find((r) => r.subscribed && r.present)!;
/** Pages outside the sitemap that visitors still see. */
const EXTRA = ["/login", "/en/login", "/gibt-es-nicht", "/en/does-not-exist", `/newsletter/${recipient.email}`, `/present/${recipient.email}`, "/newsletter/not-an-email"];

/** One line per violating node: rule, impact, target and the failure summary. */
async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}) ${n.target.join(" ")} — ${n.failureSummary?.replace(/\s+/g, " ")}`));
}

/**
 * The pages are split into SHARDS tests that run in parallel (one page each, reused for every URL);
 * shard i audits every SHARDS-th path from i, so together they cover every path exactly once.
 */
const SHARDS = 4;
test.describe.configure({ mode: "parallel" });

for (let shard = 0; shard < SHARDS; shard++) {
  test(`axe finds no WCAG 2.2 AA violation and exactly one h1 on any sitemap URL (both languages), login, 404 and recipient pages — part ${shard + 1}/${SHARDS}`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const listed = await sitemapPaths(request);
    const all = [...listed, ...EXTRA];
    expect(all.length).toBeGreaterThan(EXTRA.length);
    const paths = all.filter((_, i) => i % SHARDS === shard);
    // Grouped by violation, so one shared component failing on every page reads as one line.
    const found: Record<string, string[]> = {};
    for (const path of paths) {
      const response = await page.goto(path);
      // A sitemap URL must be a page, not the 404 screen that axe would otherwise check instead.
      if (listed.includes(path) && response?.status() !== 200) (found[`sitemap URL answers HTTP ${response?.status()}`] ??= []).push(path);
      for (const line of await violations(page)) (found[line] ??= []).push(path);
      // One <h1> per page names it for screen-reader users jumping by heading (axe only flags none as "best practice").
      const h1 = await page.locator("h1").count();
      if (h1 !== 1) (found[`${h1} <h1> elements instead of one`] ??= []).push(path);
    }
    const report = Object.entries(found).map(([line, on]) => `${line}\n    on ${on.length} page(s): ${on.slice(0, 6).join(", ")}${on.length > 6 ? ", …" : ""}`);
    expect(report, `${report.length} distinct axe violations over ${paths.length} of ${all.length} pages`).toEqual([]);
  });
}
