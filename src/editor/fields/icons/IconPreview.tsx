import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import { cx } from "../../../components/ui/styles.ts";
import { $icons } from "../../../stores/icons.ts";
import { loadIcon } from "../../../stores/load-icon.ts";

/**
 * An icon of the site as the editor sees it, decorative (its name stands beside it): from `$icons`,
 * loaded from `/icons/<name>.svg` on first use; an empty box until then or when there is none.
 */
export function IconPreview({ name, className }: { name: string; className?: string }) {
  const svg = useStore($icons)[name];
  useEffect(() => {
    void loadIcon(name);
  }, [name]);
  return (
    <span
      aria-hidden="true"
      className={cx("flex shrink-0 items-center justify-center rounded bg-ink/5 text-ink [&>svg]:h-2/3 [&>svg]:w-2/3", className)}
      // Sanitised markup from our own origin: the render pass wrote the file, or siteIcons cleaned a critical icon.
      dangerouslySetInnerHTML={svg ? { __html: svg } : undefined}
    />
  );
}
