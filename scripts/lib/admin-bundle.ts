import { existsSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { filesUnder } from "./files-under.ts";

/** An island an admin page renders: its component's import specifier and the client file the build made of it. */
export interface AdminIsland {
  file: string;
  component: string;
  specifier: string;
  /** Site-absolute URL of the built client module; undefined when the build has none for it. */
  url: string | undefined;
}

/**
 * The JavaScript the admin pages (`/manage/**`) load, found from their sources: every component
 * rendered with a `client:` directive in the admin routes, the admin layout and the admin
 * components, mapped to its client module through the server build's `entryModules` (keys are the
 * import specifiers as written), plus the React renderer when there is any island; and whether any
 * of those files has a `<script>` of its own (bundled by Astro into the page).
 */
export function adminIslands(root: string, serverEntry: string): { islands: AdminIsland[]; rendererUrl: string | undefined; scripts: string[] } {
  const entry = existsSync(serverEntry) ? readFileSync(serverEntry, "utf8") : "";
  const built = (specifier: string) => {
    const escaped = specifier.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const match = new RegExp(`"${escaped}":"(_astro/[^"]+\\.js)"`).exec(entry);
    return match ? `/${match[1]}` : undefined;
  };
  const files = [
    ...filesUnder(join(root, "src/pages/manage"), ".astro"),
    join(root, "src/layouts/Admin.astro"),
    ...filesUnder(join(root, "src/components/admin"), ".astro"),
  ];
  const islands: AdminIsland[] = [];
  const scripts: string[] = [];
  for (const file of files) {
    if (!existsSync(file)) continue;
    const source = readFileSync(file, "utf8");
    const body = source.replace(/^---[\s\S]*?\n---/, "");
    if (/<script\b(?![^>]*type=["']application\/(?:ld\+)?json)/i.test(body)) scripts.push(relative(root, file));
    for (const m of body.matchAll(/<([A-Z][\w.]*)\b[^>]*\sclient:[a-z]+/g)) {
      const component = m[1]!.split(".")[0]!;
      const specifier = new RegExp(`import\\s+(?:\\{[^}]*\\b${component}\\b[^}]*\\}|${component})[^;]*?from\\s+["']([^"']+)["']`).exec(source)?.[1];
      if (!specifier) continue;
      // The server build names a relative import by its absolute path.
      const url = built(specifier) ?? (specifier.startsWith(".") ? built(resolve(dirname(file), specifier)) : undefined);
      islands.push({ file: relative(root, file), component, specifier, url });
    }
  }
  const rendererUrl = islands.length ? built("@astrojs/react/client.js") : undefined;
  return { islands, rendererUrl, scripts };
}
