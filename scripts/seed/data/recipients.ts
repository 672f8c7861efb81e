import { iv } from "./values.ts";

/** A recipient's personal present, shown on `/present/:email`. */
export interface PresentSeed {
  title: string;
  message: string;
  code?: string;
}

/** A newsletter recipient as written in this module; `toRecipientData` turns it into content data. */
export interface RecipientSeed {
  key: string;
  /** Stored lower-case: the site looks recipients up by the lower-cased address. */
  email: string;
  name: string;
  language: "de" | "en";
  subscribed: boolean;
  subscribedAt: string;
  present?: PresentSeed;
}

/**
 * Recipients of the newsletter: both languages, umlauts in names, one who unsubscribed, one
 * without a present. Addresses use the reserved example domains.
 */
export const RECIPIENTS: readonly RecipientSeed[] = [
  {
    key: "anna-schaefer",
    email: "anna.schaefer@example.org",
    name: "Anna Schäfer",
    language: "de",
    subscribed: true,
    subscribedAt: "2025-03-14T08:30:00Z",
    present: { title: "Ein Atemkurs für dich", message: "Danke, dass du seit über einem Jahr dabei bist! Dein Gutschein gilt für einen Abendkurs deiner Wahl.", code: "ATEM-2026-ANNA" },
  },
  {
    key: "juergen-mueller",
    email: "juergen.mueller@example.de",
    name: "Jürgen Müller",
    language: "de",
    subscribed: true,
    subscribedAt: "2026-01-05T17:45:00Z",
    present: { title: "Die Klangschalen-Meditation", message: "Als Dankeschön schenken wir dir unsere geführte Meditation zum Anhören – zwölf ruhige Minuten für den Feierabend." },
  },
  {
    key: "oezlem-yildiz",
    email: "oezlem.yildiz@example.com",
    name: "Özlem Yıldız",
    language: "de",
    subscribed: false,
    subscribedAt: "2024-11-20T10:00:00Z",
    present: { title: "Ein Wochenende Ruhe", message: "Schön, dass du uns begleitet hast. Dein Gutschein für ein Atemwochenende bleibt gültig.", code: "RUHE-OEZLEM" },
  },
  {
    key: "emily-clarke",
    email: "emily.clarke@example.co.uk",
    name: "Emily Clarke",
    language: "en",
    subscribed: true,
    subscribedAt: "2025-09-02T12:15:00Z",
    present: { title: "A breathing session on us", message: "Thank you for reading along for a whole year. Your voucher covers one online session with a practitioner of your choice.", code: "BREATHE-EMILY" },
  },
  {
    key: "bjoern-krueger",
    email: "bjoern.krueger@example.net",
    name: "Björn Krüger",
    language: "de",
    subscribed: true,
    subscribedAt: "2026-06-30T19:05:00Z",
  },
  {
    key: "sophie-martin",
    email: "sophie.martin@example.fr",
    name: "Sophie Martin",
    language: "en",
    subscribed: true,
    subscribedAt: "2026-02-11T07:50:00Z",
    present: { title: "Morning light postcard set", message: "Five postcards with our morning-light exercise are on their way to you." },
  },
  {
    key: "lena-gross",
    email: "lena.gross@example.at",
    name: "Lena Groß",
    language: "de",
    subscribed: true,
    subscribedAt: "2026-10-18T09:00:00Z",
    present: { title: "Willkommensgeschenk", message: "Willkommen! Zum Start gibt es unsere Atemkarte für den Schreibtisch.", code: "WILLKOMMEN-LENA" },
  },
];

/** Content data of one recipient (all fields invariant). */
export function toRecipientData(r: RecipientSeed): Record<string, Record<string, unknown>> {
  return {
    email: iv(r.email),
    name: iv(r.name),
    language: iv(r.language),
    subscribed: iv(r.subscribed),
    subscribedAt: iv(r.subscribedAt),
    ...(r.present ? { present: iv(r.present) } : {}),
  };
}
