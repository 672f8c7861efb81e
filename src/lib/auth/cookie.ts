import { isLoopbackHost } from "../http/origin.ts";
import { ABSOLUTE_TIMEOUT_MS } from "./sessions.ts";
import { readCookie } from "../http/read-cookie.ts";
import { clearedEditorHint, editorHintCookie } from "./editor-hint.ts";

/**
 * Session cookie settings for a request URL: `__Host-session` with `Secure` everywhere except
 * plain HTTP on localhost/127.0.0.1, where browsers would drop a Secure cookie (name `session`).
 */
export function sessionCookie(url: URL) {
  const secure = !(url.protocol === "http:" && isLoopbackHost(url.hostname));
  return {
    name: secure ? "__Host-session" : "session",
    secure,
  };
}

/** The `Set-Cookie` value that stores session `id`. */
export function serializeSessionCookie(url: URL, id: string): string {
  const { name, secure } = sessionCookie(url);
  return `${name}=${id}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${ABSOLUTE_TIMEOUT_MS / 1000}${secure ? "; Secure" : ""}`;
}

/** The `Set-Cookie` value that removes the session cookie. */
export function clearSessionCookie(url: URL): string {
  const { name, secure } = sessionCookie(url);
  return `${name}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secure ? "; Secure" : ""}`;
}

/** The session id the request carries, if any (only the cookie name valid for this URL counts). */
export function readSessionId(request: Request, url: URL): string | undefined {
  return readCookie(request.headers.get("cookie"), sessionCookie(url).name);
}

/** The `Set-Cookie` value of the editor hint (src/lib/auth/editor-hint.ts), living as long as the session cookie. */
export function serializeEditorHint(url: URL): string {
  return editorHintCookie(ABSOLUTE_TIMEOUT_MS / 1000, sessionCookie(url).secure);
}

/** The `Set-Cookie` value that removes the editor hint. */
export function clearEditorHint(url: URL): string {
  return clearedEditorHint(sessionCookie(url).secure);
}
