import type { AstroGlobal } from "astro";
import type { Lang } from "../../i18n/locales.ts";
import { errorScreenBody } from "../../components/site/error-screen.tsx";
import type { User } from "../../lib/auth/users.ts";
import { HttpError } from "../../lib/errors/http-error.ts";
import { errorResponse, type ErrorScreen } from "../../lib/errors/respond.ts";

/**
 * What a form post ended in: a 303 to `location` (setting `cookies`), or a refusal the screen
 * shows again with `status`.
 */
export type PostResult = { ok: true; location: string; cookies?: readonly string[] } | { ok: false; status: number };

/**
 * The request handling every admin screen with plain forms shares: GET and HEAD render
 * (undefined); a POST from the logged-in editor runs `run` and answers 303 to its result, or gives
 * the refusal back to render (the response's status set to the refusal's); other methods, a post
 * without a session and anything `run` throws (a malformed post, the content service refusing) get
 * the catalog's error screen in the admin's language, never a 500 for what a client sends.
 */
export async function adminPost<O extends PostResult>(
  Astro: AstroGlobal,
  lang: Lang,
  run: (user: User) => Promise<O>,
): Promise<Response | Extract<O, { ok: false }> | undefined> {
  const method = Astro.request.method.toUpperCase();
  if (method === "GET" || method === "HEAD") return undefined;
  try {
    if (method !== "POST") throw new HttpError("MethodNotAllowed", { headers: { allow: "GET, HEAD, POST" } });
    const { user } = Astro.locals;
    if (!user) throw new HttpError("Unauthenticated");
    const result: PostResult = await run(user);
    if (result.ok) {
      const headers = new Headers({ location: result.location, "cache-control": "no-store" });
      for (const cookie of result.cookies ?? []) headers.append("set-cookie", cookie);
      return new Response(null, { status: 303, headers });
    }
    Astro.response.status = result.status;
    return result as Extract<O, { ok: false }>;
  } catch (error) {
    return adminErrorResponse(Astro, lang, error);
  }
}

/** The catalog's error screen for `error` (a refused role, a malformed post) in the admin's language. */
export function adminErrorResponse(Astro: AstroGlobal, lang: Lang, error: unknown): Response {
  const html = (screen: ErrorScreen) => errorScreenBody(screen, () => Astro.locals.services.siteData.get());
  return errorResponse(error, { json: false, lang, html });
}
