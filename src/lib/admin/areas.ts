import type { UiKey } from "../../i18n/t.ts";

/** One area of the admin: where it lives and its label in the navigation. */
export interface AdminArea {
  key: AdminAreaKey;
  href: string;
  label: UiKey;
  /** Only superusers see and reach it. */
  superuser?: boolean;
  /**
   * A path prefix (ending in `/`) under which this area's screens answer every slug, e.g.
   * `/manage/squidex/` for a screen per content schema: `backend-navigation` entries below it are
   * linked in the area's section (src/lib/admin/navigation.ts).
   */
  serves?: string;
}

export type AdminAreaKey =
  | "overview"
  | "pages"
  | "content"
  | "blocks"
  | "assets"
  | "icons"
  | "colors"
  | "text-styles"
  | "design"
  | "outbox"
  | "messages"
  | "bookings"
  | "users"
  | "account";

/**
 * The admin's areas in navigation order. The content service's screens live under `/manage/squidex`
 * (its content, icons and colours) and `/manage/squidex-assets`; styling under `/manage/tailwind`.
 * An area is listed here only once its screen exists: a link never leads to a missing page.
 */
export const ADMIN_AREAS: readonly AdminArea[] = [
  { key: "overview", href: "/manage", label: "admin.nav.overview" },
  { key: "pages", href: "/manage/pages", label: "admin.nav.pages" },
  { key: "content", href: "/manage/content", label: "admin.nav.content", serves: "/manage/squidex/" },
  { key: "assets", href: "/manage/squidex-assets", label: "admin.nav.assets" },
  { key: "outbox", href: "/manage/outbox", label: "admin.nav.outbox" },
  { key: "messages", href: "/manage/messages", label: "admin.nav.messages" },
  { key: "bookings", href: "/manage/bookings", label: "admin.nav.bookings" },
  { key: "blocks", href: "/manage/blocks", label: "admin.nav.blocks" },
  { key: "icons", href: "/manage/squidex/icons", label: "admin.nav.icons" },
  { key: "colors", href: "/manage/colors", label: "admin.nav.colors" },
  { key: "text-styles", href: "/manage/text-styles", label: "admin.nav.textStyles" },
  { key: "design", href: "/manage/tailwind", label: "admin.nav.design" },
  { key: "users", href: "/manage/users", label: "admin.nav.users", superuser: true },
  { key: "account", href: "/manage/account", label: "admin.nav.account" },
];
