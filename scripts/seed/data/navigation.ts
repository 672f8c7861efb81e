import { iv, l } from "./values.ts";

type Child = { label: { de: string; en: string }; slug: string; icon: string };

interface NavSeed {
  label: { de: string; en: string };
  slug: string;
  icon: string;
  component: string;
  type: "link" | "group" | "external";
  children?: Child[];
}

/**
 * Admin menu entries under `/manage`, in display order. A slug is the screen's route below `/manage`
 * (the navigation links an entry only where that screen exists: `plausible` waits for analytics);
 * labels as the screens' own titles, so a menu entry and the page it opens say the same.
 */
export const BACKEND_NAVIGATION: readonly NavSeed[] = [
  { label: l("Seiten", "Pages"), slug: "pages", icon: "file-text", component: "PagesAdmin", type: "link" },
  { label: l("Blocktypen", "Block types"), slug: "blocks", icon: "blocks", component: "BlocksAdmin", type: "link" },
  {
    label: l("Gestaltung", "Styling"), slug: "tailwind", icon: "palette", component: "StylingAdmin", type: "group",
    children: [
      { label: l("Palettenfarben", "Palette colours"), slug: "squidex/colors", icon: "palette" },
      { label: l("Textstile", "Text styles"), slug: "text-styles", icon: "type" },
      { label: l("Icons", "Icons"), slug: "squidex/icons", icon: "star" },
      { label: l("Theme", "Theme"), slug: "squidex/theme-settings", icon: "sun" },
      { label: l("Schriften", "Fonts"), slug: "squidex/font-styles", icon: "type" },
    ],
  },
  {
    label: l("Inhalte", "Content"), slug: "content", icon: "folder", component: "ContentAdmin", type: "group",
    children: [
      { label: l("Trainer", "Practitioners"), slug: "squidex/practitioners", icon: "users" },
      { label: l("Termine", "Appointments"), slug: "squidex/appointments", icon: "calendar" },
      { label: l("Wochen-Challenges", "Weekly challenges"), slug: "squidex/challenges", icon: "star" },
      { label: l("Einstellungen", "Settings"), slug: "squidex/global-settings", icon: "settings" },
    ],
  },
  { label: l("Dateien", "Files"), slug: "squidex-assets", icon: "image", component: "AssetsAdmin", type: "link" },
  { label: l("Statistik", "Analytics"), slug: "plausible", icon: "chart", component: "AnalyticsAdmin", type: "link" },
  { label: l("Cache leeren", "Flush cache"), slug: "flushcache", icon: "download", component: "FlushCache", type: "link" },
];

/** Content data of the `backend-navigation` schema; `order` counts in tens to leave room. */
export const toNavigationData = (item: NavSeed, index: number) => ({
  label: item.label,
  slug: iv(item.slug),
  icon: iv(item.icon),
  children: iv(item.children ?? []),
  component: iv(item.component),
  type: iv(item.type),
  order: iv((index + 1) * 10),
});
