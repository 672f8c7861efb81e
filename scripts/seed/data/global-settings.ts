import { iv, l } from "./values.ts";

/** Content data of the single `global-settings` item. */
export function globalSettingsData(ids: { theme: string; mainNavigation: string[]; footerNavigation: string[] }) {
  return {
    siteName: l("Atemraum", "Atemraum"),
    tagline: l("Atmen lernen, gelassener leben", "Learn to breathe, live more calmly"),
    defaultTheme: iv([ids.theme]),
    mainNavigation: iv(ids.mainNavigation),
    footerNavigation: iv(ids.footerNavigation),
    logoIcon: iv("logo"),
    contactEmail: iv("hallo@atemraum.example"),
    socialLinks: iv([
      { network: "instagram", url: "https://www.instagram.com/atemraum.example", icon: "instagram" },
      { network: "website", url: "https://atemraum.example", icon: "globe" },
    ]),
    consent: iv({ providerId: null, categories: ["necessary", "functional", "statistic", "marketing", "unclassified"] }),
    analytics: iv({ enabled: false, domain: null }),
  };
}
