/**
 * `npm run fonts`: makes the self-hosted fonts in public/fonts as small as they can be for this
 * site (src/lib/theme/font-subset.ts says what is kept and why) and writes them in place. Running
 * it again changes nothing.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { trimFont } from "../src/lib/theme/font-subset.ts";

const DIR = fileURLToPath(new URL("../public/fonts/", import.meta.url));

for (const name of readdirSync(DIR)
  .filter((file) => file.endsWith(".woff2"))
  .sort()) {
  const path = join(DIR, name);
  const before = readFileSync(path);
  const { bytes, trimmed } = await trimFont(before);
  if (!trimmed) throw new Error("subset-font is not installed");
  if (bytes.length < before.length) writeFileSync(path, bytes);
  console.log(`${name}: ${before.length} → ${bytes.length} bytes`);
}
