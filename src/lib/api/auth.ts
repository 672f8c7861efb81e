import type { APIContext } from "astro";
import { HttpError } from "../errors/http-error.ts";
import { isForm, isJson, readJson, readText } from "../http/body.ts";
import { ParseError, parseOrThrow } from "../parse.ts";
import { DEFAULT_LANG, isLang, localePath } from "../../i18n/locales.ts";
import { clearEditorHint, clearSessionCookie, readSessionId, serializeEditorHint, serializeSessionCookie } from "../auth/cookie.ts";
import { ACCOUNT_PATH } from "../auth/first-password.ts";
import { login } from "../auth/login.ts";
import { changePassword, fieldProblems, PasswordChangeBody, type PasswordProblems } from "../auth/password-change.ts";
import { safeReturnTo } from "../auth/return-to.ts";
import type { User } from "../auth/users.ts";
import { LoginBody } from "./bodies.ts";
import { guarded, json } from "./endpoint.ts";
import { errorResponse } from "../errors/respond.ts";

/** The public view of a user. */
const publicUser = (user: User) => ({
  id: user.id,
  email: user.email,
  name: user.name,
  superuser: user.superuser,
  mustChangePassword: user.mustChangePassword,
});

const redirect = (location: string, cookies: string[] = []) => {
  const headers = new Headers({ location, "cache-control": "no-store" });
  for (const c of cookies) headers.append("set-cookie", c);
  return new Response(null, { status: 303, headers });
};

/** The session cookie and the editor hint beside it. */
const sessionCookies = (url: URL, sessionId: string) => [serializeSessionCookie(url, sessionId), serializeEditorHint(url)];

/**
 * `POST /api/_auth/login`: JSON answers `{ user }` or a 401/429 error; a form post is redirected
 * (303) to its same-origin `returnTo` (or `/`), or back to the login page of its `lang` with
 * `?error=invalid|limited|disabled`. A user who must change the first-start password is sent to the
 * account page instead (in the form's `lang`, when it has one).
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
        clientAddress: context.locals.clientAddress ?? context.clientAddress,
        previousSessionId: readSessionId(request, url),
        device: request.headers.get("user-agent"),
      });
      const headers = new Headers();
      for (const cookie of sessionCookies(url, sessionId)) headers.append("set-cookie", cookie);
      return json({ user: publicUser(user) }, { headers });
    });
  }
  return guarded(context, async () => {
    const fields = new URLSearchParams(await readText(request, services.config.jsonBodyLimit));
    const returnTo = safeReturnTo(fields.get("returnTo"), url.origin);
    const lang = fields.get("lang");
    const back = (error: string) =>
      redirect(`${localePath(isLang(lang) ? lang : DEFAULT_LANG, "/login")}?error=${error}&returnTo=${encodeURIComponent(returnTo)}`);
    let input;
    try {
      input = parseOrThrow(LoginBody, { email: fields.get("email") ?? "", password: fields.get("password") ?? "" }, "login form");
    } catch {
      return back("invalid");
    }
    try {
      const { user, sessionId } = await login(services, {
        email: input.email,
        password: input.password,
        clientAddress: context.locals.clientAddress ?? context.clientAddress,
        previousSessionId: readSessionId(request, url),
        device: request.headers.get("user-agent"),
      });
      const landing = user.mustChangePassword ? `${ACCOUNT_PATH}${isLang(lang) ? `?lang=${lang}` : ""}` : returnTo;
      return redirect(landing, sessionCookies(url, sessionId));
    } catch (error) {
      if (error instanceof HttpError && error.code === "TooManyRequests") return back("limited");
      if (error instanceof HttpError && error.code === "InvalidCredentials") return back("invalid");
      if (error instanceof HttpError && error.code === "AccountDisabled") return back("disabled");
      throw error;
    }
  });
}

/** `GET /api/_auth/session`: `{ user }` for a live session, `{}` otherwise; never cached. */
export function sessionRoute(context: APIContext): Response {
  const user = context.locals.user;
  return json(user ? { user: publicUser(user) } : {});
}

/** Ends the request's session server-side; the headers clear the cookies (session, editor hint) and the site's data. */
async function endSession(context: APIContext): Promise<Headers> {
  await context.locals.services.sessions.delete(readSessionId(context.request, context.url));
  const headers = new Headers({ "clear-site-data": '"cache", "storage"' });
  headers.append("set-cookie", clearSessionCookie(context.url));
  headers.append("set-cookie", clearEditorHint(context.url));
  return headers;
}

/** `DELETE /api/_auth/session` (fetch): ends the session server-side, clears the cookie and site data. */
export async function logoutRoute(context: APIContext): Promise<Response> {
  return json({}, { headers: await endSession(context) });
}

/**
 * `POST /api/_auth/logout` (a plain form; the middleware lets only same-origin posts through):
 * ends the session like `DELETE /api/_auth/session`, then 303 to the form's same-origin
 * `returnTo` (default `/`). Without a session it only redirects.
 */
export function logoutFormRoute(context: APIContext): Promise<Response> {
  const { request, url } = context;
  return guarded(context, async () => {
    const fields = isForm(request) ? new URLSearchParams(await readText(request, context.locals.services.config.jsonBodyLimit)) : undefined;
    const headers = await endSession(context);
    const response = redirect(safeReturnTo(fields?.get("returnTo"), url.origin));
    for (const [name, value] of headers) response.headers.append(name, value);
    return response;
  });
}

/** The account page with the form's problems as `?field=problem` (or `?changed=1`). */
const accountPage = (problems: PasswordProblems | "changed") =>
  redirect(`${ACCOUNT_PATH}?${problems === "changed" ? "changed=1" : new URLSearchParams(problems as Record<string, string>).toString()}`);

/**
 * `POST /api/_auth/password` (the logged-in user): checks the current password, sets the new one
 * and ends the user's other sessions (src/lib/auth/password-change.ts). JSON answers `{}` or an
 * error whose `details` name the fields (`{ next: ["short"] }`, `{ current: ["wrong"] }`); a form post is
 * redirected (303) to the account page with `?changed=1` or its field problems.
 */
export function passwordRoute(context: APIContext): Promise<Response> {
  const { request, url } = context;
  const { services, user } = context.locals;
  const form = isForm(request);
  return guarded(context, async () => {
    if (!user) {
      if (form) return redirect(`/login?returnTo=${encodeURIComponent(ACCOUNT_PATH)}`);
      throw new HttpError("Unauthenticated");
    }
    if (!form && !isJson(request)) throw new HttpError("UnsupportedMediaType");
    const body = form
      ? Object.fromEntries(new URLSearchParams(await readText(request, services.config.jsonBodyLimit)))
      : await readJson(request, services.config.jsonBodyLimit);
    try {
      const input = parseOrThrow(PasswordChangeBody, body, "request body");
      await changePassword(services, {
        user,
        current: input.current,
        next: input.next,
        clientAddress: context.locals.clientAddress ?? context.clientAddress,
        sessionId: readSessionId(request, url),
      });
    } catch (error) {
      if (!form) throw error;
      const details = error instanceof ParseError ? error.fields : error instanceof HttpError ? (error.details ?? {}) : {};
      const problems = fieldProblems(details);
      if (Object.keys(problems).length === 0) throw error;
      return accountPage(problems);
    }
    return form ? accountPage("changed") : json({});
  });
}

/** A 404 unless the route's `[auth]` segment is `_auth` (the only prefix these routes serve). */
export function notAuthPrefix(context: APIContext): Response | undefined {
  if (context.params.auth === "_auth") return undefined;
  return errorResponse(new HttpError("NotFound"), { json: true, lang: context.locals.lang });
}
