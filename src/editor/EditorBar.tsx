import { useStore } from "@nanostores/react";
import { useEffect, useState } from "react";
import type { Lang } from "../i18n/locales.ts";
import { loadUiStrings, t } from "../i18n/t.ts";
import { Button } from "../components/ui/Button.tsx";
import { clearedEditorHint } from "../lib/auth/editor-hint.ts";
import { addEditorStyles } from "./editor-styles.ts";
import { $editMode } from "./edit-mode.ts";
import { renderedBy } from "../components/rendered-by.ts";

/** Who is logged in, as `GET /api/_auth/session` reports it. */
interface SessionUser {
  email: string;
  name?: string;
  /** The first-start one-time password is not changed yet: the session has no editor rights until it is. */
  mustChangePassword?: boolean;
}

type State = { kind: "checking" } | { kind: "visitor" } | { kind: "editor"; user: SessionUser };

/** Drops a hint cookie that outlived its session, so the next pages load nothing for this visitor. */
function dropHint(): void {
  document.cookie = clearedEditorHint(location.protocol === "https:");
}

/**
 * Whether this page was opened to be edited at once (`?edit=1`, the page admin's "Auf Deutsch
 * bearbeiten"); the parameter is taken off the address, so a reload shows the page as it is.
 */
function openedToEdit(): boolean {
  const url = new URL(location.href);
  if (!url.searchParams.has("edit")) return false;
  url.searchParams.delete("edit");
  history.replaceState(history.state, "", url);
  return document.querySelector('meta[name="page-id"]') !== null;
}

/** What the bar says when edit mode could not start. */
const FAILURE_KEYS = { "not-editable": "editorBar.failure.notEditable", gone: "editorBar.failure.gone", failed: "editorBar.failure.failed" } as const;

/** Starts edit mode (the builder's code loads only now), showing the bar busy meanwhile and why it failed if it did. */
async function startEditing(lang: Lang, setOpening: (opening: boolean) => void, setProblem: (problem: string) => void): Promise<void> {
  // The builder's stylesheet loads beside its code (the builder waits for both).
  void addEditorStyles();
  const builder = await import("./mount.ts");
  setOpening(true);
  setProblem("");
  const failure = await builder.startEditing(lang).finally(() => setOpening(false));
  if (failure) setProblem(t(lang, FAILURE_KEYS[failure]));
}

const linkClass =
  "rounded px-3 py-1.5 text-sm font-semibold text-paper underline-offset-4 hover:bg-paper/15 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent";

/**
 * The editor bar on every rendered page, hydrated by `client:editor` only when the
 * editor hint cookie is set: it asks the server who is logged in (the session cookie is HttpOnly),
 * shows them, links the admin area and logs out (a same-origin form post back to this page). With
 * no session behind the hint it drops the hint and shows nothing.
 */
export default function EditorBar({ lang }: { lang: Lang }) {
  const [state, setState] = useState<State>({ kind: "checking" });
  const editing = useStore($editMode) !== null;
  const [opening, setOpening] = useState(false);
  const [problem, setProblem] = useState<string>("");
  useEffect(() => {
    let live = true;
    // The page language's strings load alongside the session check (one language's chunk, not both).
    const session = fetch("/api/_auth/session", { headers: { accept: "application/json" }, cache: "no-store" }).then((response) =>
      response.ok ? (response.json() as Promise<{ user?: SessionUser }>) : { user: undefined },
    );
    Promise.all([session, loadUiStrings(lang)])
      .then(([{ user }]) => {
        if (!live) return;
        // A hint without a session: a visitor after all, whose footer offers the login again.
        if (!user) {
          dropHint();
          delete document.documentElement.dataset.editor;
        }
        setState(user ? { kind: "editor", user } : { kind: "visitor" });
        if (user && !user.mustChangePassword && openedToEdit()) void startEditing(lang, setOpening, setProblem);
      })
      // Offline or the server unreachable: show nothing now, ask again on the next page.
      .catch(() => live && setState({ kind: "visitor" }));
    return () => {
      live = false;
    };
  }, [lang]);
  // Leaving edit mode with unsaved work asks first (the work stays in this browser's drafts); the
  // language switch leaves it too, loading the page in the other language.
  const mayLeave = () => !$editMode.get()?.unsaved() || window.confirm(t(lang, "editorBar.leaveUnsaved"));
  useEffect(() => {
    if (!editing) return;
    const click = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest("a[hreflang]") && !mayLeave()) event.preventDefault();
    };
    document.addEventListener("click", click, true);
    return () => document.removeEventListener("click", click, true);
  });
  if (state.kind !== "editor") return null;
  const who = state.user.name || state.user.email;
  const editable = document.querySelector('meta[name="page-id"]') !== null;
  const toggle = async () => (editing ? mayLeave() && (await import("./mount.ts")).stopEditing() : startEditing(lang, setOpening, setProblem));
  const here = location.pathname + location.search;
  return (
    <section aria-label={t(lang, "editorBar.label")} lang={lang} className="bg-ink text-paper">
      <div className="site-container flex items-center gap-x-1 py-1.5 text-sm max-sm:justify-end">
        {/* On a phone the name alone ("Angemeldet als …" would leave no room for it), and while editing
            not even that: the commands take the width. Screen readers hear it all. */}
        <p className={`me-auto min-w-0 truncate ${editing ? "max-sm:sr-only" : ""}`}>
          <span className="max-sm:sr-only">{t(lang, "editorBar.signedInAs")} </span>
          {who}
        </p>
        {problem && (
          <p role="alert" className="text-accent">
            {problem}
          </p>
        )}
        {state.user.mustChangePassword ? (
          // Editing needs a changed first-start password (the server refuses the builder's data until then).
          <a href={`/manage/account?lang=${lang}`} className={`${linkClass} whitespace-nowrap`}>
            {t(lang, "editorBar.changePassword")}
          </a>
        ) : (
          editable && (
            <Button tone="bar" aria-pressed={editing} isDisabled={opening} onPress={toggle} className="whitespace-nowrap">
              {t(lang, opening ? "editorBar.opening" : editing ? "editorBar.stopEditing" : "editorBar.edit")}
            </Button>
          )
        )}
        <a href={`/manage?lang=${lang}`} className={linkClass}>
          {t(lang, "editorBar.admin")}
        </a>
        <form
          method="post"
          action="/api/_auth/logout"
          className="-me-3"
          // Logging out clears this browser's storage (Clear-Site-Data), unsaved work included: ask first.
          onSubmit={(event) => {
            if ($editMode.get()?.unsaved() && !window.confirm(t(lang, "editorBar.logoutUnsaved"))) event.preventDefault();
          }}
        >
          <input type="hidden" name="returnTo" value={here} />
          <Button type="submit" tone="bar" className="whitespace-nowrap">
            {t(lang, "editorBar.logout")}
          </Button>
        </form>
      </div>
    </section>
  );
}

// Renders nothing on the server: Astro cannot tell whose it is by trying (rendered-by.ts).
renderedBy(EditorBar, "@astrojs/react");
