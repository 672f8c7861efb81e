import type { ReactNode } from "react";

/**
 * The container of a page's top-level blocks on the published page: its rule (theme.css
 * `.page-flow`), which the builder's canvas carries too, gives every block but a section the site's
 * content width and the vertical rhythm between blocks, so both renderings lay a page out the same way.
 */
export function PageFlow({ children }: { children: ReactNode }): ReactNode {
  return <div className="page-flow">{children}</div>;
}
