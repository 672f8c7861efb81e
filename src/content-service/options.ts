import type { AppLanguage, ContentServiceOptions, ResolvedOptions } from "./types.ts";

/** German master, English falling back to German. */
const DEFAULT_LANGUAGES: AppLanguage[] = [
  { iso2Code: "de", isMaster: true, fallback: [] },
  { iso2Code: "en", isMaster: false, fallback: ["de"] },
];

const APP_NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Applies every default in one place and throws a clear error for a missing or bad required option. */
export function resolveOptions(options: ContentServiceOptions): ResolvedOptions {
  if (!options.dataDir) throw new Error("Content service: `dataDir` is required.");
  if (!options.tokenKey || options.tokenKey.length < 32) throw new Error("Content service: `tokenKey` must have at least 32 characters.");
  const app = options.app ?? "baukasten";
  if (!APP_NAME.test(app)) throw new Error(`Content service: app name '${app}' must be lower-case letters, digits and dashes.`);
  for (const client of options.clients ?? []) {
    if (!client.id.includes(":")) throw new Error(`Content service: client id '${client.id}' must have the form app:name.`);
    if (!client.secret) throw new Error(`Content service: client '${client.id}' has no secret.`);
  }
  const languages = options.languages ?? DEFAULT_LANGUAGES;
  if (languages.filter((l) => l.isMaster).length !== 1) throw new Error("Content service: exactly one language must be the master.");
  return {
    dataDir: options.dataDir,
    app,
    clients: options.clients ?? [],
    tokenKey: options.tokenKey,
    languages,
    webhooks: options.webhooks ?? [],
    maxUploadBytes: options.maxUploadBytes ?? 10 * 1024 * 1024,
    maxJsonBytes: options.maxJsonBytes ?? 1024 * 1024,
    tokenLifetimeSeconds: options.tokenLifetimeSeconds ?? 30 * 24 * 3600,
    now: options.now ?? (() => new Date()),
    fetch: options.fetch ?? ((input, init) => fetch(input, init)),
  };
}
