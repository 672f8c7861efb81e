/** One item of the `icons` schema. */
export interface IconSeed {
  name: string;
  critical: boolean;
  svg: string;
}

const svg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true">${body}</svg>`;

const icon = (name: string, body: string, critical = false): IconSeed => ({ name, critical, svg: svg(body) });

/**
 * Line icons drawn for this project on a 24×24 grid (2px stroke, `currentColor`). Critical icons
 * (header, navigation, language switch) are inlined at build; the rest load on first use.
 */
export const ICONS: readonly IconSeed[] = [
  icon("menu", `<path d="M4 6h16M4 12h16M4 18h16"/>`, true),
  icon("close", `<path d="M6 6l12 12M18 6L6 18"/>`, true),
  icon("arrow-right", `<path d="M5 12h14M13 6l6 6-6 6"/>`, true),
  icon("arrow-left", `<path d="M19 12H5M11 6l-6 6 6 6"/>`, true),
  icon("chevron-down", `<path d="M6 9l6 6 6-6"/>`, true),
  icon("globe", `<circle cx="12" cy="12" r="9"/><path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z"/>`, true),
  icon("logo", `<path d="M4 15c2.5-4 5.5-4 8 0s5.5 4 8 0"/><path d="M4 9c2.5-4 5.5-4 8 0s5.5 4 8 0"/>`, true),
  icon("check", `<path d="M5 12.5l4.5 4.5L19 7"/>`),
  icon("plus", `<path d="M12 5v14M5 12h14"/>`),
  icon("minus", `<path d="M5 12h14"/>`),
  icon("search", `<circle cx="11" cy="11" r="6.5"/><path d="M16 16l4.5 4.5"/>`),
  icon("mail", `<rect x="3" y="5" width="18" height="14" rx="2"/><path d="M3.5 6.5L12 13l8.5-6.5"/>`),
  icon("phone", `<path d="M6.5 3.5h3l1.5 4.5-2 1.5a11 11 0 0 0 5.5 5.5l1.5-2 4.5 1.5v3a2 2 0 0 1-2 2A16.5 16.5 0 0 1 4.5 5.5a2 2 0 0 1 2-2z"/>`),
  icon("map-pin", `<path d="M12 21s-6.5-6.2-6.5-11.5a6.5 6.5 0 0 1 13 0C18.5 14.8 12 21 12 21z"/><circle cx="12" cy="9.5" r="2.5"/>`),
  icon("calendar", `<rect x="3.5" y="5" width="17" height="15.5" rx="2"/><path d="M3.5 10h17M8 3v4M16 3v4"/>`),
  icon("clock", `<circle cx="12" cy="12" r="9"/><path d="M12 7v5l3.5 2"/>`),
  icon("user", `<circle cx="12" cy="8" r="4"/><path d="M4.5 20.5c1-4 4-6 7.5-6s6.5 2 7.5 6"/>`),
  icon("users", `<circle cx="9" cy="8.5" r="3.5"/><path d="M2.5 20c.8-3.5 3.4-5.5 6.5-5.5s5.7 2 6.5 5.5"/><path d="M15.5 5.2a3.5 3.5 0 0 1 0 6.6M18 14.8c1.8.8 3 2.6 3.5 5.2"/>`),
  icon("leaf", `<path d="M5 19C5 10 10 5 20 4c-1 10-6 15-15 15z"/><path d="M5 19l8-8"/>`),
  icon("wind", `<path d="M3 8h10.5a2.5 2.5 0 1 0-2.5-2.5"/><path d="M3 12h15.5a2.5 2.5 0 1 1-2.5 2.5"/><path d="M3 16h7"/>`),
  icon("sun", `<circle cx="12" cy="12" r="4"/><path d="M12 2.5v2M12 19.5v2M2.5 12h2M19.5 12h2M5.3 5.3l1.4 1.4M17.3 17.3l1.4 1.4M5.3 18.7l1.4-1.4M17.3 6.7l1.4-1.4"/>`),
  icon("moon", `<path d="M19.5 14.5A8 8 0 0 1 9.5 4.5a8 8 0 1 0 10 10z"/>`),
  icon("heart", `<path d="M12 20s-7.5-4.6-7.5-10A4.5 4.5 0 0 1 12 7a4.5 4.5 0 0 1 7.5 3c0 5.4-7.5 10-7.5 10z"/>`),
  icon("star", `<path d="M12 3.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L12 16.8l-5.2 2.8 1-5.8-4.3-4.1 5.9-.8z"/>`),
  icon("external-link", `<path d="M14 4h6v6M20 4l-9 9"/><path d="M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5"/>`),
  icon("download", `<path d="M12 4v11M7 10.5l5 5 5-5M4.5 20h15"/>`),
  icon("home", `<path d="M4 11l8-6.5 8 6.5"/><path d="M6 9.5V20h12V9.5"/><path d="M10 20v-5.5h4V20"/>`),
  icon("info", `<circle cx="12" cy="12" r="9"/><path d="M12 11v6M12 7.5v.01"/>`),
  icon("alert", `<path d="M12 4l9 16H3z"/><path d="M12 10v4.5M12 17.5v.01"/>`),
  icon("pencil", `<path d="M15.5 4.5l4 4L9 19l-5 1 1-5z"/><path d="M13.5 6.5l4 4"/>`),
  icon("trash", `<path d="M4.5 7h15M9.5 7V4.5h5V7M6.5 7l1 13h9l1-13"/><path d="M10.5 11v5.5M13.5 11v5.5"/>`),
  icon("image", `<rect x="3.5" y="4.5" width="17" height="15" rx="2"/><circle cx="9" cy="10" r="1.8"/><path d="M4 18l5.5-5 4 3.5 2.5-2 4 3.5"/>`),
  icon("layout", `<rect x="3.5" y="4" width="17" height="16" rx="2"/><path d="M3.5 9.5h17M10 9.5V20"/>`),
  icon("blocks", `<rect x="4" y="4" width="7" height="7" rx="1.5"/><rect x="13" y="4" width="7" height="7" rx="1.5"/><rect x="4" y="13" width="7" height="7" rx="1.5"/><path d="M16.5 13.5v6M13.5 16.5h6"/>`),
  icon("palette", `<path d="M12 3.5a8.5 8.5 0 1 0 0 17c1.4 0 2-.8 2-1.8 0-1.5-1.3-1.7-1.3-3 0-1 .8-1.7 1.8-1.7h2.2a3.8 3.8 0 0 0 3.8-3.8C20.5 6.6 16.7 3.5 12 3.5z"/><circle cx="7.5" cy="11" r="1"/><circle cx="10" cy="7.5" r="1"/><circle cx="14.5" cy="7.5" r="1"/>`),
  icon("type", `<path d="M5 7V5h14v2M12 5v14M9 19h6"/>`),
  icon("settings", `<circle cx="12" cy="12" r="3"/><path d="M12 2.5v3M12 18.5v3M2.5 12h3M18.5 12h3M5.3 5.3l2.1 2.1M16.6 16.6l2.1 2.1M5.3 18.7l2.1-2.1M16.6 7.4l2.1-2.1"/>`),
  icon("chart", `<path d="M4 4v16h16"/><path d="M8 16v-4M12 16V8M16 16v-6"/>`),
  icon("lock", `<rect x="5" y="10.5" width="14" height="10" rx="2"/><path d="M8 10.5V7.5a4 4 0 0 1 8 0v3"/>`),
  icon("link", `<path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1"/><path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1"/>`),
  icon("play", `<circle cx="12" cy="12" r="9"/><path d="M10 8.5v7l5.5-3.5z"/>`),
  icon("folder", `<path d="M3.5 7a2 2 0 0 1 2-2h4l2 2.5h7a2 2 0 0 1 2 2V18a2 2 0 0 1-2 2h-13a2 2 0 0 1-2-2z"/>`),
  icon("file-text", `<path d="M6 3.5h8l4.5 4.5v12.5H6z"/><path d="M14 3.5V8h4.5M9 12.5h6M9 16h6"/>`),
  icon("instagram", `<rect x="4" y="4" width="16" height="16" rx="4.5"/><circle cx="12" cy="12" r="3.5"/><path d="M16.8 7.2v.01"/>`),
  icon("mountain", `<path d="M3 19l6.5-11 4 6.5 2-3 5.5 7.5z"/><path d="M8 10.5l1.5 1.5 1.5-1.5"/>`),
  icon("water", `<path d="M12 3.5s-6 6.6-6 11a6 6 0 0 0 12 0c0-4.4-6-11-6-11z"/><path d="M9 15a3 3 0 0 0 3 3"/>`),
];
