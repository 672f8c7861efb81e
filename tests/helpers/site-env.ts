/**
 * The environment a site process a test starts gets: this one without the markers vitest sets for
 * its own modules (`DEV=1`, `MODE`, `PROD`, `SSR`, `BASE_URL`) — Astro's server reads unknown
 * `import.meta.env` keys from the process environment, so a site started with them took itself for
 * a dev server (`import.meta.env.DEV`) — and with `extra` on top.
 */
export function siteEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const { DEV: _dev, PROD: _prod, MODE: _mode, SSR: _ssr, BASE_URL: _base, ...env } = process.env;
  return { ...env, ...extra };
}
