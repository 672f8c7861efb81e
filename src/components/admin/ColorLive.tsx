import { useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { blurField, changeField, createFieldState, fieldFlags, shouldShowError, type FieldState } from "../../forms/index.ts";
import { parseHex } from "../../lib/color.ts";
import { contrast, formatRatio, type ContrastLevel } from "../../lib/design/contrast.ts";

interface Props {
  /** The hex field's id; its live message goes into the element `<id>-live`. */
  hexId: string;
  /** What the field holds when the page is shown. */
  initial: string;
  lang: string;
  /** The backgrounds each typed colour is rated against, with their labels (`against white`). */
  targets: { label: string; hex: string }[];
  levels: Record<ContrastLevel, string>;
  texts: { title: string; waiting: string; badHex: string; required: string; errorPrefix: string };
}

/** The hex as the server would store it (`parseHex`), or the message key of what is wrong with it. */
function check(value: string): { hex: string } | { problem: "required" | "badHex" } {
  if (!value.trim()) return { problem: "required" };
  try {
    return { hex: parseHex(value) };
  } catch {
    return { problem: "badHex" };
  }
}

const TONES: Record<ContrastLevel, string> = {
  AAA: "bg-green-800 text-white",
  AA: "bg-green-800 text-white",
  "AA large": "bg-amber-200 text-ink",
  fail: "bg-red-800 text-white",
};

/**
 * A colour form's live swatch and contrast ratings while the hex is typed, before anything is saved.
 * Its message follows the form generator's visibility rule (src/forms/state/visibility.ts): shown
 * once focus has left the field, then at every keystroke; until the field is touched a message the
 * server gave stays.
 */
export default function ColorLive({ hexId, initial, lang, targets, levels, texts }: Props) {
  const [field, setField] = useState<FieldState>(() => createFieldState(initial));
  const [slot, setSlot] = useState<HTMLElement | null>(null);

  useEffect(() => {
    const input = document.getElementById(hexId);
    if (!(input instanceof HTMLInputElement)) return;
    let state = createFieldState(initial);
    // Typed before this island woke up: taken as a change.
    if (input.value !== initial) state = changeField(state, input.value);
    const update = (next: FieldState) => {
      state = next;
      setSlot(document.getElementById(`${hexId}-live`));
      setField(next);
    };
    if (state.dirty) queueMicrotask(() => update(state));
    const onInput = () => update(changeField(state, input.value));
    const onBlur = () => update(blurField(state));
    input.addEventListener("input", onInput);
    input.addEventListener("blur", onBlur);
    return () => {
      input.removeEventListener("input", onInput);
      input.removeEventListener("blur", onBlur);
    };
  }, [hexId, initial]);

  const value = typeof field.value === "string" ? field.value : "";
  const result = check(value);
  const touched = field.dirty || field.blurred;
  const problem = "problem" in result ? result.problem : undefined;
  const show = touched && shouldShowError(fieldFlags(field, false, problem ? [problem] : undefined), "text");

  // Once touched, this island speaks for the field: the server's message (from the last post) goes.
  useEffect(() => {
    const input = document.getElementById(hexId);
    if (!touched || !(input instanceof HTMLInputElement)) return;
    const serverError = document.getElementById(`${hexId}-error`);
    if (serverError) serverError.hidden = true;
    const described = (input.getAttribute("aria-describedby") ?? "").split(" ").filter((id) => id && id !== `${hexId}-error` && id !== `${hexId}-live`);
    if (show) described.push(`${hexId}-live`);
    if (described.length) input.setAttribute("aria-describedby", described.join(" "));
    else input.removeAttribute("aria-describedby");
    if (show) input.setAttribute("aria-invalid", "true");
    else input.removeAttribute("aria-invalid");
    input.parentElement?.classList.toggle("border-2", show);
    input.parentElement?.classList.toggle("border-red-700", show);
    input.parentElement?.classList.toggle("border-ink/60", !show);
  }, [hexId, touched, show]);

  const message = show && problem && (
    <p className="text-sm font-semibold text-red-700">
      <span className="sr-only">{texts.errorPrefix} </span>
      {problem === "badHex" ? texts.badHex : texts.required}
    </p>
  );

  return (
    <section aria-label={texts.title} className="rounded border border-ink/15 p-3" data-live-color>
      {slot && createPortal(message, slot)}
      <div className="mb-2 flex items-center gap-3">
        <span
          aria-hidden="true"
          data-swatch
          className="h-10 w-16 shrink-0 rounded border border-ink/30 bg-[repeating-linear-gradient(45deg,#eee_0,#eee_6px,#fff_6px,#fff_12px)]"
          style={"hex" in result ? { background: result.hex } : undefined}
        />
        <p className="min-w-0 text-sm font-semibold">{texts.title}</p>
      </div>
      {"hex" in result ? (
        <ul className="flex flex-col gap-1">
          {targets.map((target) => {
            const c = contrast(result.hex, target.hex);
            return (
              <li key={target.label} className="flex items-center gap-2 text-sm">
                <svg aria-hidden="true" viewBox="0 0 36 28" className="h-7 w-9 shrink-0 rounded border border-ink/20">
                  <rect width="36" height="28" fill={target.hex} />
                  <text x="18" y="19" textAnchor="middle" fontSize="14" fontWeight="600" fill={result.hex} fontFamily="ui-sans-serif, system-ui, sans-serif">
                    Aa
                  </text>
                </svg>
                <span className="min-w-0 flex-1">{target.label}</span>
                <span className="font-mono tabular-nums">{formatRatio(c.ratio, lang)}</span>
                <span className={`rounded px-1.5 py-0.5 text-xs font-semibold whitespace-nowrap ${TONES[c.level]}`}>{levels[c.level]}</span>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="text-sm text-ink/80">{texts.waiting}</p>
      )}
    </section>
  );
}
