import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

/**
 * Loads `.env` from the project root when there is one. Variables already set in the
 * environment win over the file.
 */
export function loadDotEnv(): void {
  const file = fileURLToPath(new URL("../../.env", import.meta.url));
  if (existsSync(file)) process.loadEnvFile(file);
}
