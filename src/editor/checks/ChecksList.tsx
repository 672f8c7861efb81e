import { useStore } from "@nanostores/react";
import { useEffect, useRef } from "react";
import { Button as AriaButton } from "react-aria-components";
import { Button } from "../../components/ui/Button.tsx";
import { LAYERS } from "../../components/ui/layers.ts";
import { focusRing } from "../../components/ui/styles.ts";
import { $editor } from "../store.ts";
import { useBuilderText } from "../builder-text.ts";
import type { Check } from "./check.ts";
import { openPageSettings } from "../settings/settings-store.ts";
import { $checks, $checksFocus, hideChecks, jumpTo } from "./checks-store.ts";
import { groupChecks } from "./group-checks.ts";
import { CHECKS_BUTTON_ID, CHECKS_PANEL_ID } from "./panel-ids.ts";
import { useEditor } from "../use-editor.ts";

/** One entry: a button that jumps to the block and field, or plain text for the page itself. */
function Entry({ check }: { check: Check }) {
  const text = useBuilderText();
  const content = (
    <>
      {check.fieldLabel && <strong className="font-semibold">{check.fieldLabel}: </strong>}
      {check.message}
    </>
  );
  if (!check.blockId) {
    if (check.code !== "title-length" && check.code !== "description-length") return <p className="py-1">{content}</p>;
    // The page's search title and description are set in its settings, which open over the builder.
    return (
      <p className="py-1">
        {content}{" "}
        <AriaButton
          onPress={() => {
            hideChecks();
            openPageSettings();
          }}
          className={({ isFocusVisible }) => `cursor-pointer font-semibold underline underline-offset-2 ${focusRing(isFocusVisible)}`}
        >
          {text("builder.hints.seoSettings")}
        </AriaButton>
      </p>
    );
  }
  return (
    <AriaButton
      data-check-block={check.blockId}
      onPress={() => jumpTo(check)}
      className={({ isFocusVisible }) =>
        `w-full cursor-pointer rounded px-1 py-1 text-start underline-offset-2 hover:bg-main/10 hover:underline ${focusRing(isFocusVisible)}`
      }
    >
      {content}
    </AriaButton>
  );
}

/** The checks of one level, grouped by language and block. */
function CheckList({ checks, empty }: { checks: Check[]; empty: string }) {
  const text = useBuilderText();
  const tree = useStore($editor).tree;
  const session = useEditor((editor) => editor.session);
  if (!checks.length) return <p className="text-sm">{empty}</p>;
  const label = (schemaName: string) => session?.rules.label(schemaName, session.lang) ?? schemaName;
  return (
    <>
      {groupChecks(checks, tree).map((group) => (
        <section key={group.lang} aria-label={text(`builder.checks.lang.${group.lang}`)} className="mt-2">
          <p className="text-xs font-semibold uppercase tracking-wide text-ink/70" aria-hidden="true">
            {text(`builder.checks.lang.${group.lang}`)}
          </p>
          <ul className="flex flex-col gap-2">
            {group.blocks.map(({ block, checks: found }) => (
              <li key={block?.id ?? "page"}>
                <p className="text-sm font-semibold">
                  {block ? text("builder.checks.block", { block: label(block.schemaName), position: block.position }) : text("builder.checks.page")}
                </p>
                <ul className="text-sm">
                  {found.map((check, index) => (
                    <li key={`${check.code}:${check.path ?? ""}:${index}`}>
                      <Entry check={check} />
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

/** Closes the panel; the focus goes back to the checks button. */
function closePanel(): void {
  hideChecks();
  requestAnimationFrame(() => document.getElementById(CHECKS_BUTTON_ID)?.focus());
}

/**
 * The open checks panel: the errors that block publishing, then the hints, each by language and
 * block; Escape or the close button closes it and returns to the checks button. Loaded when the
 * panel first opens (the default export, for `React.lazy`).
 */
export default function ChecksList() {
  const text = useBuilderText();
  const { errors, hints } = useStore($checks);
  const request = useStore($checksFocus);
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!request || !panel.current) return;
    const entry = request.blockId ? panel.current.querySelector<HTMLElement>(`[data-check-block="${CSS.escape(request.blockId)}"]`) : null;
    (entry ?? panel.current).focus();
  }, [request]);
  // Escape inside the panel closes it, as it closes a popover.
  useEffect(() => {
    const element = panel.current;
    const keyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      event.stopPropagation();
      closePanel();
    };
    element?.addEventListener("keydown", keyDown);
    return () => element?.removeEventListener("keydown", keyDown);
  }, []);
  return (
    <section
      id={CHECKS_PANEL_ID}
      ref={panel}
      tabIndex={-1}
      aria-labelledby={`${CHECKS_PANEL_ID}-title`}
      style={{ zIndex: LAYERS.overlay }}
      className="fixed bottom-4 start-4 flex max-h-[60vh] w-[min(30rem,calc(100vw-2rem))] flex-col overflow-y-auto rounded border border-ink/20 bg-paper text-ink shadow-lg outline-none focus-visible:outline-2 focus-visible:outline-accent"
    >
      <div className="sticky top-0 flex items-center justify-between gap-2 border-b border-ink/15 bg-paper px-4 py-2">
        <h2 id={`${CHECKS_PANEL_ID}-title`} className="text-base font-semibold">
          {text("builder.checks.title")}
        </h2>
        <Button tone="quiet" onPress={closePanel}>
          {text("builder.checks.close")}
        </Button>
      </div>
      <div className="flex flex-col gap-2 px-4 py-3">
        {/* Red only when there is something to fix before publishing. */}
        <h3 className={`text-sm font-bold ${errors.length > 0 ? "text-red-700" : ""}`}>{text("builder.checks.errors")}</h3>
        <CheckList checks={errors} empty={text("builder.checks.noErrors")} />
        <h3 className="mt-3 text-sm font-bold">{text("builder.checks.hints")}</h3>
        <CheckList checks={hints} empty={text("builder.checks.noHints")} />
      </div>
    </section>
  );
}
