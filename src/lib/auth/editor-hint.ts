/**
 * The editor hint cookie's name: a cookie scripts may read, set beside the session
 * cookie, that says only "an editor may be logged in here" so rendered pages load the editor bar
 * (the session itself stays HttpOnly; the bar asks the server who is logged in and drops a stale
 * hint). Visitors without it load nothing more; the service worker keeps nothing fetched while it
 * is set. Its name and cookie strings live here, in a module without imports, so the worker, the
 * page directive and the bar import nothing else.
 */
export const EDITOR_HINT = "editor";

/** The `Set-Cookie` / `document.cookie` value that sets the hint for `maxAgeSeconds`. */
export const editorHintCookie = (maxAgeSeconds: number, secure: boolean) =>
  `${EDITOR_HINT}=1; Path=/; SameSite=Lax; Max-Age=${maxAgeSeconds}${secure ? "; Secure" : ""}`;

/** The `Set-Cookie` / `document.cookie` value that removes the hint (logout on the server, a stale hint in the bar). */
export const clearedEditorHint = (secure: boolean) => `${EDITOR_HINT}=; Path=/; SameSite=Lax; Max-Age=0${secure ? "; Secure" : ""}`;
