import * as v from "valibot";
import { LOCALE_TAGS, localePath, type Lang } from "../../i18n/locales.ts";
import { HttpError } from "../errors/http-error.ts";
import { clearEditorHint, clearSessionCookie, readSessionId } from "./cookie.ts";
import { describeDevice, type Device } from "./device.ts";
import { TOKEN_KEY, tokenKey } from "./secret-token.ts";
import type { SessionStore } from "./sessions.ts";
import type { User } from "./users.ts";

/** The session posts of the account page: end one session, all others, or all including this one. */
export const SessionAdminBody = v.variant("action", [
  v.object({ action: v.literal("end"), session: v.pipe(v.string(), v.regex(TOKEN_KEY)) }),
  v.object({ action: v.picklist(["others", "all"]) }),
]);

/** A session as the account page lists it. */
export interface SessionRow extends Device {
  key: string;
  createdAt: number;
  lastSeenAt: number;
  /** The session of the request asking. */
  current: boolean;
}

/** The live sessions of `user`, the current one first, then the last used. */
export async function sessionRows(sessions: SessionStore, user: User, request: Request, url: URL): Promise<SessionRow[]> {
  const currentKey = tokenKey(readSessionId(request, url));
  const rows = (await sessions.list(user.id)).map((info) => ({
    key: info.key,
    createdAt: info.createdAt,
    lastSeenAt: info.lastSeenAt,
    current: info.key === currentKey,
    ...describeDevice(info.device),
  }));
  return rows.sort((a, b) => Number(b.current) - Number(a.current) || b.lastSeenAt - a.lastSeenAt);
}

/**
 * Runs a session post of `user` and says where its 303 goes: back to the account page with
 * `?done=sessionEnded|sessionGone|othersEnded`, or, after ending the session in use (alone or
 * with all others), to the login page with the session cookies cleared (`cookies`). A malformed
 * post changes nothing (a 400 InvalidBody).
 */
export async function runSessionAdmin(
  deps: { sessions: SessionStore },
  user: User,
  fields: URLSearchParams,
  context: { request: Request; url: URL; lang: Lang },
): Promise<{ ok: true; location: string; cookies?: string[] }> {
  const parsed = v.safeParse(SessionAdminBody, Object.fromEntries(fields));
  if (!parsed.success) throw new HttpError("InvalidBody");
  const input = parsed.output;
  const currentId = readSessionId(context.request, context.url);
  const toLogin = () => ({
    ok: true as const,
    location: `${localePath(context.lang, "/login")}?returnTo=${encodeURIComponent("/manage/account")}`,
    cookies: [clearSessionCookie(context.url), clearEditorHint(context.url)],
  });
  if (input.action === "end") {
    // Ending the session in use is a logout.
    if (input.session === tokenKey(currentId)) {
      await deps.sessions.delete(currentId);
      return toLogin();
    }
    const ended = await deps.sessions.deleteKey(user.id, input.session);
    return { ok: true, location: `/manage/account?done=${ended ? "sessionEnded" : "sessionGone"}#sessions` };
  }
  if (input.action === "others") {
    await deps.sessions.deleteForUser(user.id, currentId);
    console.log(`user ${user.id} ended their other sessions`);
    return { ok: true, location: "/manage/account?done=othersEnded#sessions" };
  }
  await deps.sessions.deleteForUser(user.id);
  console.log(`user ${user.id} ended all their sessions`);
  return toLogin();
}

/** A date and time in the admin's language. */
export const sessionTime = (lang: Lang) => new Intl.DateTimeFormat(LOCALE_TAGS[lang], { dateStyle: "medium", timeStyle: "short" });
