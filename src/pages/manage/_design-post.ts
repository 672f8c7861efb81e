import type { AstroGlobal } from "astro";
import type { Lang } from "../../i18n/locales.ts";
import { errorScreenBody } from "../../components/site/error-screen.tsx";
import type { CmsClient } from "../../lib/cms/client.ts";
import { readForm, type FormResult } from "../../lib/design/form.ts";
import { HttpError } from "../../lib/errors/http-error.ts";
import { errorResponse, type ErrorScreen } from "../../lib/errors/respond.ts";

/** How a screen takes a file: its multipart reader (with its size limit) and what it does with the post. */
export interface DesignUpload<R extends FormResult> {
  read: (request: Request) => Promise<{ fields: Record<string, string>; file: File | undefined }>;
  handle: (cms: CmsClient, sent: Record<string, string>, file: File | undefined) => Promise<R>;
}

/**
 * The request handling the design screens share (colours, text styles, theme): GET and HEAD render
 * (undefined); a POST reads the form, runs `handle` (a multipart post: `upload`, where the screen
 * takes files) through the content client and answers 303 to its result, or gives the refused
 * result and what was sent to render again (with its status set). Other methods and malformed
 * posts get the catalog's error screen; nothing a client sends is a 500.
 */
export async function designPost<R extends FormResult>(
  Astro: AstroGlobal,
  lang: Lang,
  handle: (cms: CmsClient, sent: Record<string, string>) => Promise<R>,
  upload?: DesignUpload<R>,
): Promise<Response | (R & { ok: false; sent: Record<string, string> }) | undefined> {
  const method = Astro.request.method.toUpperCase();
  const html = (screen: ErrorScreen) => errorScreenBody(screen, () => Astro.locals.services.siteData.get());
  if (method === "GET" || method === "HEAD") return undefined;
  try {
    if (method !== "POST") throw new HttpError("MethodNotAllowed", { headers: { allow: "GET, HEAD, POST" } });
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
    if (result.ok) return new Response(null, { status: 303, headers: { location: result.location, "cache-control": "no-store" } });
    Astro.response.status = result.status;
    return { ...result, ok: false as const, sent };
  } catch (error) {
    return errorResponse(error, { json: false, lang, html });
  }
}
