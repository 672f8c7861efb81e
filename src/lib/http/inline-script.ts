import { transformSync } from "esbuild";

const minified = new Map<string, string>();

/**
 * `source` minified, for an inline `<script>`: it travels with every page, so its bytes count
 * against the first round trip. Done once per text and process; the same text gives the same
 * bytes on every page, so the Content-Security-Policy's hash of it holds everywhere.
 */
export function inlineScript(source: string): string {
  let code = minified.get(source);
  if (code === undefined) {
    code = transformSync(source, { loader: "js", minify: true, target: "es2020" }).code.trim();
    minified.set(source, code);
  }
  return code;
}
