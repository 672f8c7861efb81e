import type { Lang } from "../../i18n/locales.ts";
import { t } from "../../i18n/t.ts";
import { challengeText, type Challenge } from "../../lib/directory/challenges.ts";
import { challengePath } from "../../lib/directory/routes.ts";
import { sanitizeHtml } from "../../lib/sanitize/html.ts";
import { weekLabel } from "./ChallengeCard.tsx";

/**
 * A whole challenge: title (as `h1` on its detail page, `h2` in a block), week, description and
 * the sanitised instructions; the current week is highlighted; optional links to the weeks around it.
 */
export function ChallengeArticle({ c, lang, current, level = 2, prev, next }: { c: Challenge; lang: Lang; current: boolean; level?: 1 | 2; prev?: Challenge; next?: Challenge }) {
  const H = `h${level}` as const;
  const body = sanitizeHtml(challengeText(c, "body", lang));
  return (
    <article className={current ? "challenge challenge-current flex flex-col gap-3 rounded-lg border-2 border-accent bg-paper p-6 text-ink" : "challenge flex flex-col gap-3 rounded-lg bg-paper p-6 text-ink"} data-week={c.week} data-current={current || undefined}>
      {current && <p className="text-sm font-semibold uppercase tracking-widest"><strong className="challenge-badge">{t(lang, "challenge.current")}</strong></p>}
      <H className="text-3xl font-bold tracking-tight">{challengeText(c, "title", lang)}</H>
      <p className="text-sm"><time dateTime={c.week}>{weekLabel(c, lang)}</time></p>
      <p className="text-lg">{challengeText(c, "description", lang)}</p>
      {body && <div className="rich-text" dangerouslySetInnerHTML={{ __html: body }} />}
      {(prev || next) && (
        <nav aria-label={t(lang, "challenge.overview")} className="flex flex-wrap justify-between gap-4 text-sm">
          {prev && <a rel="prev" href={challengePath(lang, prev)} className="underline">{t(lang, "challenge.previousNamed", { title: challengeText(prev, "title", lang) })}</a>}
          {next && <a rel="next" href={challengePath(lang, next)} className="underline">{t(lang, "challenge.nextNamed", { title: challengeText(next, "title", lang) })}</a>}
        </nav>
      )}
    </article>
  );
}
