import { useState, type KeyboardEvent, type MouseEvent, type ReactNode } from "react";
import { interpolate } from "../../../i18n/t.ts";
import type { FocusTexts } from "./upload-texts.ts";
import { useHydrated } from "./use-hydrated.ts";

interface FocusPickerProps {
  src: string;
  /** The ids of the form's two number inputs (`focusX`, `focusY`), which the picker keeps in step. */
  inputX: string;
  inputY: string;
  x: number;
  y: number;
  texts: FocusTexts;
  /** What shows until the island is hydrated (the plain image): without JavaScript a picker would do nothing. */
  children?: ReactNode;
}

const clamp = (value: number) => Math.min(1, Math.max(-1, Math.round(value * 100) / 100));
const percent = (value: number) => Math.round(((value + 1) / 2) * 100);

/**
 * Picks a focus point on the image: a click sets it where the pointer is; with the keyboard the
 * arrow keys move it (Shift: in bigger steps). The point is written into the form's two number
 * fields, which the form's own button saves (the same form works without JavaScript).
 */
export function FocusPicker({ src, inputX, inputY, x: initialX, y: initialY, texts, children }: FocusPickerProps) {
  const hydrated = useHydrated();
  const [point, setPoint] = useState({ x: initialX, y: initialY });
  const set = (x: number, y: number) => {
    const next = { x: clamp(x), y: clamp(y) };
    setPoint(next);
    for (const [id, value] of [
      [inputX, next.x],
      [inputY, next.y],
    ] as const) {
      const input = document.getElementById(id) as HTMLInputElement | null;
      if (input) input.value = String(value);
    }
  };
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    set(((event.clientX - box.left) / box.width) * 2 - 1, ((event.clientY - box.top) / box.height) * 2 - 1);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? 0.2 : 0.05;
    const moves: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    set(point.x + move[0], point.y + move[1]);
  };
  if (!hydrated) return children;
  const value = interpolate(texts.value, { x: percent(point.x), y: percent(point.y) });
  return (
    // A two-dimensional point has no native control: a slider whose arrow keys move both ways and whose value text says both.
    <div
      role="slider"
      tabIndex={0}
      aria-label={texts.picker}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent(point.x)}
      aria-valuetext={value}
      onClick={onClick}
      onKeyDown={onKeyDown}
      className="relative inline-block max-w-full cursor-crosshair outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
    >
      <img src={src} alt="" className="block max-h-[60vh] max-w-full" draggable={false} />
      <span
        aria-hidden="true"
        className="pointer-events-none absolute size-6 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-main/70 shadow-[0_0_0_2px_rgb(0_0_0/0.6)]"
        style={{ left: `${percent(point.x)}%`, top: `${percent(point.y)}%` }}
      />
      <span className="sr-only" aria-live="polite">
        {value}
      </span>
    </div>
  );
}
