import { useStore } from "@nanostores/react";
import { lazy, Suspense, useEffect } from "react";
import type { SiteData } from "../../lib/content/model.ts";
import { $checkSite, $checksOpen, loadChecks } from "./checks-store.ts";

const ChecksList = lazy(() => import("./ChecksList.tsx"));

/**
 * The builder's checks: loads the checker for the open page and, while open, lists
 * what it finds, by language and block, each entry jumping to its block and field. Rendered once,
 * after the toolbar; `site` is the site the canvas shows (colours, themes, admin-defined blocks).
 */
export function ChecksPanel({ site }: { site: SiteData }) {
  const open = useStore($checksOpen);
  useEffect(() => {
    $checkSite.set(site);
    // Publishing loads it again and says so when it still fails.
    loadChecks().catch((error: unknown) => console.error("baukasten: the page checks could not load", error));
    return () => {
      $checkSite.set(null);
      $checksOpen.set(false);
    };
  }, [site]);
  return open ? (
    <Suspense fallback={null}>
      <ChecksList />
    </Suspense>
  ) : null;
}
