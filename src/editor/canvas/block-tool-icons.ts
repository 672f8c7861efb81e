/**
 * Stroke paths (24×24) of a block's tools (`BlockTools`, loaded on demand). Adding a block below
 * is a plus under the block's lines; pasting below is a clipboard with an arrow down out of it.
 */
export const BLOCK_TOOL_PATHS = {
  fields: "M4 6h9M17 6h3M4 12h3M11 12h9M4 18h11M19 18h1M15 4v4M9 10v4M17 16v4",
  up: "M12 19V5M5 12l7-7 7 7",
  down: "M12 5v14M19 12l-7 7-7-7",
  duplicate: "M4 4h12v12H4zM20 8v12H8M10 7v6M7 10h6",
  copy: "M9 9h11v11H9zM5 15H4V4h11v1",
  cut: "M6 9a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM6 21a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM20 4 8.1 15.9M14.5 14.5 20 20M8.1 8.1 12 12",
  paste: "M9 3h6v3H9zM15 4h3v9M9 4H6v13h5M17 16v6M14 19l3 3 3-3",
  hide: "M3 3l18 18M10.6 10.6a2 2 0 0 0 2.8 2.8M9.9 5.1A9 9 0 0 1 12 5c5 0 9 7 9 7a15 15 0 0 1-2.2 3M6.6 6.6C4.3 8.1 3 12 3 12s4 7 9 7a9 9 0 0 0 4.4-1.1",
  show: "M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z",
  remove: "M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3",
  addAbove: "M4 20h16M4 16h16M12 3v8M8 7h8",
  addBelow: "M4 4h16M4 8h16M12 13v8M8 17h8",
  addInside: "M3 3h18v18H3zM12 8v8M8 12h8",
  moveTo: "M4 12h12M12 8l4 4-4 4M20 4v16",
} as const;

export type BlockToolIcon = keyof typeof BLOCK_TOOL_PATHS;
