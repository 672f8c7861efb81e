import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

/** The files under `dir` whose names end in `ending` (`.html`), depth first; none when `dir` is missing. */
export function* filesUnder(dir: string, ending: string): Generator<string> {
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* filesUnder(path, ending);
    else if (name.endsWith(ending)) yield path;
  }
}
