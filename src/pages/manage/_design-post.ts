import type { AstroGlobal } from "astro";
import type { Lang } from "../../i18n/locales.ts";
import type { CmsClient } from "../../lib/cms/client.ts";
import { readForm, type FormResult } from "../../lib/design/form.ts";
import { adminPost } from "./_admin-post.ts";

/** How a screen takes a file: its multipart reader (with its size limit) and what it does with the post. */
export interface DesignUpload<R extends FormResult> {
  read: (request: Request) => Promise<{ fields: Record<string, string>; file: File | undefined }>;
  handle: (cms: CmsClient, sent: Record<string, string>, file: File | undefined) => Promise<R>;
}

/**
 * The posts of the design screens (colours, text styles, theme; `adminPost`): reads the form, runs
 * `handle` (a multipart post: `upload`, where the screen takes files) through the content client,
 * and gives a refusal back with what was sent, to fill the form again.
 */
export function designPost<R extends FormResult>(
  Astro: AstroGlobal,
  lang: Lang,
  handle: (cms: CmsClient, sent: Record<string, string>) => Promise<R>,
  upload?: DesignUpload<R>,
): Promise<Response | (Extract<R, { ok: false }> & { sent: Record<string, string> }) | undefined> {
  type Refused = Extract<R, { ok: false }> & { sent: Record<string, string> };
  return adminPost(Astro, lang, async (): Promise<{ ok: true; location: string } | Refused> => {
    const { cms } = Astro.locals.services;
    const multipart = /^multipart\/form-data\b/i.test(Astro.request.headers.get("content-type") ?? "");
    let sent: Record<string, string>;
    let result: R;
    if (upload && multipart) {
      const post = await upload.read(Astro.request);
      sent = post.fields;
      result = await upload.handle(cms, sent, post.file);
    } else {
      sent = await readForm(Astro.request);
      result = await handle(cms, sent);
    }
    return result.ok ? { ok: true, location: result.location } : ({ ...result, sent } as Refused);
  });
}
