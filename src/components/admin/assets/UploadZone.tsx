import { useRef, useState, type ReactNode } from "react";
import { DropZone, FileTrigger, isFileDropItem, type DropItem } from "react-aria-components";
import type { Lang } from "../../../i18n/locales.ts";
import { interpolate } from "../../../i18n/t.ts";
import { uploadAsset } from "../../../lib/assets/upload-asset.ts";
import { checkUpload, formatBytes, loadUploadRules, typeList, type UploadRules } from "../../../lib/assets/upload-rules.ts";
import { Button } from "../../ui/Button.tsx";
import { cx, focusRing } from "../../ui/styles.ts";
import type { UploadTexts } from "./upload-texts.ts";
import { useHydrated } from "./use-hydrated.ts";

/** One file of the current batch: waiting, under way (`fraction`), uploaded, or refused with a message. */
interface Row {
  key: number;
  name: string;
  fraction: number;
  state: "waiting" | "sending" | "done" | "error";
  message?: string;
}

interface UploadZoneProps {
  app: string;
  lang: Lang;
  /** The open folder; the root without one. */
  folder: string | undefined;
  texts: UploadTexts;
  /** What shows until the island is hydrated: the plain upload form, which works without JavaScript. */
  children?: ReactNode;
}

/**
 * Drag-in and picker upload into the open folder, with the builder's upload code: each file is
 * checked against the server's rules first (type, size — a refusal is shown on its row in the
 * admin's language and the file is not sent), then sent one after the other through the `/cms`
 * proxy with its own progress bar. When every file went, the page loads again with the new files.
 */
export function UploadZone({ app, lang, folder, texts, children }: UploadZoneProps) {
  const hydrated = useHydrated();
  const [rows, setRows] = useState<Row[]>([]);
  const [busy, setBusy] = useState(false);
  const next = useRef(0);
  const update = (key: number, change: Partial<Row>) => setRows((all) => all.map((row) => (row.key === key ? { ...row, ...change } : row)));

  const start = async (files: File[]) => {
    if (!files.length || busy) return;
    setBusy(true);
    const batch = files.map((file) => ({ file, key: next.current++ }));
    setRows(batch.map(({ file, key }) => ({ key, name: file.name, fraction: 0, state: "waiting" })));
    let rules: UploadRules | undefined;
    try {
      rules = await loadUploadRules();
    } catch {
      rules = undefined;
    }
    let failures = 0;
    for (const { file, key } of batch) {
      const params = { file: file.name, types: rules ? typeList(rules, false) : "", size: rules ? formatBytes(rules.maxBytes, lang) : "" };
      const refusal = rules ? checkUpload(file, rules, false) : "failed";
      if (refusal) {
        failures++;
        update(key, { state: "error", message: interpolate(texts[refusal], params) });
        continue;
      }
      update(key, { state: "sending" });
      const outcome = await uploadAsset(app, file, (fraction) => update(key, { fraction }), undefined, folder);
      if (outcome.ok) update(key, { state: "done", fraction: 1 });
      else {
        failures++;
        update(key, { state: "error", message: interpolate(outcome.status === 400 || outcome.status === 415 ? texts.rejected : texts.failed, params) });
      }
    }
    setBusy(false);
    if (failures === 0) {
      const url = new URL(location.href);
      url.searchParams.set("done", `uploaded-${batch.length}`);
      url.searchParams.delete("page");
      location.assign(url.toString());
    }
  };

  const fromDrop = async (items: DropItem[]) => {
    await start(await Promise.all(items.filter(isFileDropItem).map((item) => item.getFile())));
  };

  if (!hydrated) return children;
  return (
    <div>
      <DropZone
        onDrop={(event) => void fromDrop(event.items)}
        className={({ isDropTarget, isFocusVisible }) =>
          cx(
            "flex flex-wrap items-center justify-center gap-2 rounded border-2 border-dashed p-6 text-center",
            isDropTarget ? "border-main bg-main/10" : "border-ink/40",
            focusRing(isFocusVisible),
          )
        }
      >
        <span>{texts.drop}</span>
        <FileTrigger allowsMultiple onSelect={(list) => void start(list ? [...list] : [])}>
          <Button tone="quiet" isDisabled={busy}>
            {texts.choose}
          </Button>
        </FileTrigger>
      </DropZone>
      {rows.length > 0 && (
        <ul aria-label={texts.list} className="mt-4 flex flex-col gap-2">
          {rows.map((row) => (
            <li key={row.key} className="rounded border border-ink/15 p-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-semibold break-all">{row.name}</span>
                <span className={cx("text-sm", row.state === "error" ? "text-red-800" : "text-ink/80")}>
                  {row.state === "done"
                    ? texts.done
                    : row.state === "waiting"
                      ? texts.waiting
                      : row.state === "sending"
                        ? `${Math.round(row.fraction * 100)} %`
                        : ""}
                </span>
              </div>
              {row.state === "error" ? (
                <p className="mt-1 text-sm text-red-800">{row.message}</p>
              ) : (
                <div
                  role="progressbar"
                  aria-label={interpolate(texts.progress, { file: row.name })}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={Math.round(row.fraction * 100)}
                  className="mt-2 h-2 overflow-hidden rounded bg-neutral"
                >
                  <div className="h-full bg-main transition-[width]" style={{ width: `${Math.round(row.fraction * 100)}%` }} />
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {!busy && rows.some((row) => row.state === "done") && rows.some((row) => row.state === "error") && (
        <p className="mt-3">
          <a href={location.href} className="font-semibold text-main underline underline-offset-4">
            {texts.reload}
          </a>
        </p>
      )}
    </div>
  );
}
