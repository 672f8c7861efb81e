import { useStore } from "@nanostores/react";
import { useEffect, useRef } from "react";
import { LoadedBlockTree } from "../../blocks/registry.editor.ts";
import type { RenderContext } from "../../blocks/types.ts";
import { Button } from "../../components/ui/Button.tsx";
import { LOCALE_TAGS } from "../../i18n/locales.ts";
import { useBuilderText } from "../builder-text.ts";
import { notify } from "../notices.ts";
import { restoreVersion } from "./restore-version.ts";
import { statusKey } from "./status-key.ts";
import { $versions, endPreview } from "./versions-store.ts";
import { useEditor } from "../use-editor.ts";

/**
 * A version shown in the canvas instead of the draft: a banner that says which version this is and
 * that it cannot be edited, with "Diese Version wiederherstellen" and "Zurück zu meinem Entwurf",
 * above the version's blocks as visitors would see them (links and forms do nothing). Loaded on demand.
 */
export default function VersionPreview({ ctx }: { ctx: RenderContext }) {
  const text = useBuilderText();
  const { preview } = useStore($versions);
  const session = useEditor((editor) => editor.session);
  const banner = useRef<HTMLDivElement>(null);
  useEffect(() => banner.current?.focus(), [preview?.version]);
  if (!preview || !session) return null;
  const key = statusKey(preview.newStatus ?? preview.status);
  const status = key ? text(key) : preview.status;
  const when = preview.at
    ? new Intl.DateTimeFormat(LOCALE_TAGS[session.lang], { dateStyle: "medium", timeStyle: "short" }).format(new Date(preview.at))
    : text("builder.versions.unknownTime");
  const restore = () => {
    if (!restoreVersion(preview)) notify(text("builder.versions.restored", { version: preview.version }));
  };
  return (
    <div data-version-preview={preview.version}>
      <div
        ref={banner}
        tabIndex={-1}
        role="region"
        aria-label={text("builder.versions.version", { version: preview.version })}
        className="site-container my-4 flex flex-wrap items-center gap-3 rounded border-2 border-dashed border-accent bg-neutral p-4 text-sm outline-none"
      >
        <p className="me-auto font-semibold">{text("builder.versions.banner", { version: preview.version, status, when })}</p>
        <Button onPress={restore}>{text("builder.versions.restore")}</Button>
        <Button tone="quiet" onPress={() => endPreview()}>
          {text("builder.versions.back")}
        </Button>
      </div>
      <div
        className="pointer-events-none flex flex-col opacity-90 select-none"
        onClickCapture={(event) => event.preventDefault()}
        onSubmitCapture={(event) => event.preventDefault()}
      >
        <LoadedBlockTree blocks={preview.tree} ctx={ctx} />
      </div>
    </div>
  );
}
