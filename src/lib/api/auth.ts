import type { APIContext } from "astro";
import { HttpError } from "../errors/http-error.ts";
import { isForm, isJson, readJson, readText } from "../http/body.ts";
import { parseOrThrow } from "../parse.ts";
import { clearSessionCookie, readSessionId, serializeSessionCookie } from "../auth/cookie.ts";
import { login } from "../auth/login.ts";
import { safeReturnTo } from "../auth/return-to.ts";
import type { User } from "../auth/users.ts";
import { LoginBody } from "./bodies.ts";
import { guarded, json } from "./endpoint.ts";
import { errorResponse } from "../errors/respond.ts";

/** The public view of a user. */
const publicUser = (user: User) => ({ id: user.id, email: user.email, name: user.name, superuser: user.superuser });

const redirect = (location: string, cookies: string[] = []) => {
  const headers = new Headers({ location, "cache-control": "no-store" });
  for (const c of cookies) headers.append("set-cookie", c);
  return new Response(null, { status: 303, headers });
};

/**
 * `POST /api/_auth/login`: JSON answers `{ user }` or a 401/429 error; a form post is redirected
 * (303) to its same-origin `returnTo` (or `/`), or back to `/login?error=invalid|limited`.
 */
export function loginRoute(context: APIContext): Promise<Response> {
  const { request, url } = context;
  const { services } = context.locals;
  const form = isForm(request);
  if (!form) {
    return guarded(context, async () => {
      if (!isJson(request)) throw new HttpError("UnsupportedMediaType");
      const input = parseOrThrow(LoginBody, await readJson(request, services.config.jsonBodyLimit), "request body");
      const { user, sessionId } = await login(services, {
        email: input.email,
        password: input.password,
        clientAddress: context.clientAddress,
        previousSessionId: readSessionId(request, url),
      });
      return json({ user: publicUser(user) }, { headers: { "set-cookie": serializeSessionCookie(url, sessionId) } });
    });
  }
  return guarded(context, async () => {
    const fields = new URLSearchParams(await readText(request, services.config.jsonBodyLimit));
    const returnTo = safeReturnTo(fields.get("returnTo"), url.origin);
    const back = (error: string) => redirect(`/login?error=${error}&returnTo=${encodeURIComponent(returnTo)}`);
    let input;
    try {
      input = parseOrThrow(LoginBody, { email: fields.get("email") ?? "", password: fields.get("password") ?? "" }, "login form");
    } catch {
      return back("invalid");
    }
    try {
      const { sessionId } = await login(services, {
        email: input.email,
        password: input.password,
        clientAddress: context.clientAddress,
        previousSessionId: readSessionId(request, url),
      });
      return redirect(returnTo, [serializeSessionCookie(url, sessionId)]);
    } catch (error) {
      if (error instanceof HttpError && error.code === "TooManyRequests") return back("limited");
      if (error instanceof HttpError && error.code === "InvalidCredentials") return back("invalid");
      throw error;
    }
  });
}

/** `GET /api/_auth/session`: `{ user }` for a live session, `{}` otherwise; never cached. */
export function sessionRoute(context: APIContext): Response {
  const user = context.locals.user;
  return json(user ? { user: publicUser(user) } : {});
}

/** `DELETE /api/_auth/session`: ends the session server-side, clears the cookie and site data. */
export async function logoutRoute(context: APIContext): Promise<Response> {
  await context.locals.services.sessions.delete(readSessionId(context.request, context.url));
  return json(
    {},
    { headers: { "set-cookie": clearSessionCookie(context.url), "clear-site-data": '"cache", "storage"' } },
  );
}

/** A 404 unless the route's `[auth]` segment is `_auth` (the only prefix these routes serve). */
export function notAuthPrefix(context: APIContext): Response | undefined {
  if (context.params.auth === "_auth") return undefined;
  return errorResponse(new HttpError("NotFound"), { json: true, lang: context.locals.lang });
}
