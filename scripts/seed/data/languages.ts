/** Items of the `languages` schema; German is the default. */
export const LANGUAGES = [
  { code: "de", name: { de: "Deutsch", en: "German" }, default: true },
  { code: "en", name: { de: "Englisch", en: "English" }, default: false },
] as const;
