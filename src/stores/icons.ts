import { map } from "nanostores";

/**
 * Icon name → SVG markup, filled on first use by islands (non-critical icons are not inlined).
 * The files under `/icons/` were sanitised by the render pass (src/server/publish/render-pass.ts), are served from
 * our own origin under the CSP, so the client does not sanitise again (that would ship DOMPurify
 * to every island); it only checks that the response is an SVG document.
 */
export const $icons = map<Record<string, string>>({});

const NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const pending = new Map<string, Promise<string | undefined>>();

/**
 * Loads `/icons/<name>.svg` once (concurrent callers share the request) into `$icons` and returns
 * its markup; undefined for a bad name or a failed request (which may be retried later).
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
        if (!/^\s*<svg[\s>]/i.test(text)) return undefined;
        $icons.setKey(name, text.trim());
        return text.trim();
      })
      .catch(() => undefined)
      .finally(() => pending.delete(name));
    pending.set(name, request);
  }
  return request;
}
