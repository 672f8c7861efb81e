/**
 * The editor hint cookie's name (issue 9 §1): a cookie scripts may read, set beside the session
 * cookie, that says only "an editor may be logged in here" so rendered pages load the editor bar
 * (the session itself stays HttpOnly; the bar asks the server who is logged in and drops a stale
 * hint). Visitors without it load nothing more; the service worker keeps nothing fetched while it
 * is set. Alone in this module so the worker and the page directive import nothing else.
 */
export const EDITOR_HINT = "editor";
