import { $icons } from "./icons.ts";

const NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const pending = new Map<string, Promise<string | undefined>>();

/**
 * Loads `/icons/<name>.svg` once (concurrent callers share the request) into `$icons` and returns
 * its markup; undefined for a bad name or a failed request (logged; it may be retried later).
 */
export function loadIcon(name: string, fetcher: typeof fetch = fetch): Promise<string | undefined> {
  const known = $icons.get()[name];
  if (known !== undefined) return Promise.resolve(known);
  if (!NAME.test(name)) return Promise.resolve(undefined);
  let request = pending.get(name);
  if (!request) {
    request = fetcher(`/icons/${name}.svg`)
      .then(async (response) => {
        const text = response.ok ? await response.text() : "";
        if (!/^\s*<svg[\s>]/i.test(text)) throw new Error(`GET /icons/${name}.svg: ${response.status}, no SVG document`);
        $icons.set({ ...$icons.get(), [name]: text.trim() });
        return text.trim();
      })
      .catch((error: unknown) => {
        console.error(`baukasten: icon ${name} could not be loaded`, error);
        return undefined;
      })
      .finally(() => pending.delete(name));
    pending.set(name, request);
  }
  return request;
}
