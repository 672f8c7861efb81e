import { existsSync } from "node:fs";

/** The Chrome the browser benchmarks (lighthouse, edit-open) drive: `CHROME_PATH`, else Debian's Chromium. */
export const CHROME_PATH = process.env.CHROME_PATH || "/usr/bin/chromium";

/** Its flags: no sandbox (the bench may run as root), no GPU, no traffic of its own while it measures. */
export const CHROME_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"];

/** Throws when there is no Chrome at `CHROME_PATH`, saying how to name one. */
export function requireChrome(): void {
  if (!existsSync(CHROME_PATH)) throw new Error(`no Chrome at ${CHROME_PATH} (set CHROME_PATH)`);
}
