import type { ReactNode } from "react";

/** Stroke paths (24×24) of the icons the builder shows before any block is selected. */
const PATHS = {
  add: "M12 5v14M5 12h14",
  grip: "M9 5h.01M15 5h.01M9 12h.01M15 12h.01M9 19h.01M15 19h.01",
  undo: "M9 14 4 9l5-5M4 9h11a5 5 0 0 1 0 10h-3",
  redo: "M15 14l5-5-5-5M20 9H9a5 5 0 0 0 0 10h3",
  versions: "M3 12a9 9 0 1 0 3-6.7L3 8M3 3v5h5M12 7v5l3 2",
  settings: "M4 7h9m4 0h3M4 17h3m4 0h9M15 5v4M9 15v4",
} as const;

export type ToolIconName = keyof typeof PATHS;

/** A 24×24 stroke icon drawn from `path`; decorative (the button carries the name). `phone`: shown on a phone only. */
export function ToolSvg({ path, phone = false }: { path: string; phone?: boolean }): ReactNode {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={phone ? "size-4 sm:hidden" : "size-4"}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={path} />
    </svg>
  );
}

/** A builder tool's icon by name; decorative. `phone`: shown on a phone only, where it stands for the name. */
export function ToolIcon({ name, phone = false }: { name: ToolIconName; phone?: boolean }): ReactNode {
  return <ToolSvg path={PATHS[name]} phone={phone} />;
}

/** A tool's name beside its icon; on a phone only screen readers hear it (the icon shows, the button keeps its name). */
export function ToolName({ children }: { children: string }): ReactNode {
  return <span className="max-sm:sr-only">{children}</span>;
}
