import type { Lang } from "../../i18n/locales.ts";
import { t } from "../../i18n/t.ts";
import { challengeText, type Challenge } from "../../lib/directory/challenges.ts";
import { challengePath } from "../../lib/directory/routes.ts";
import { sanitizeHtml } from "../../lib/sanitize/html.ts";
import { cx } from "../../lib/class-names.ts";
import { weekLabel } from "./ChallengeCard.tsx";

const CARD = "rounded-lg bg-paper p-6 text-ink";

/**
 * A whole challenge: title (as `h1` on its detail page, `h2` in a block), week, description and
 * the sanitised instructions; the current week is highlighted; optional links to the weeks around it.
 * In a block it is a card (`framed`); on its detail page it is the page's content, on the page's
 * left edge, and the current week is marked by its badge.
 */
export function ChallengeArticle({
  c,
  lang,
  current,
  level = 2,
  framed = true,
  prev,
  next,
}: {
  c: Challenge;
  lang: Lang;
  current: boolean;
  level?: 1 | 2;
  framed?: boolean;
  prev?: Challenge;
  next?: Challenge;
}) {
  const H = `h${level}` as const;
  const body = sanitizeHtml(challengeText(c, "body", lang));
  return (
    <article
      className={cx("challenge flex flex-col gap-3", current && "challenge-current", framed && CARD, framed && current && "border-2 border-accent")}
      data-week={c.week}
      data-current={current || undefined}
    >
      {current && (
        <p className="text-sm font-semibold uppercase tracking-widest">
          <strong className="challenge-badge">{t(lang, "challenge.current")}</strong>
        </p>
      )}
      <H className={level === 1 ? "text-4xl font-bold tracking-tight text-main md:text-5xl" : "text-3xl font-bold tracking-tight"}>
        {challengeText(c, "title", lang)}
      </H>
      <p className="text-sm">
        <time dateTime={c.week}>{weekLabel(c, lang)}</time>
      </p>
      <p className="text-lg">{challengeText(c, "description", lang)}</p>
      {body && <div className="rich-text" dangerouslySetInnerHTML={{ __html: body }} />}
      {(prev || next) && (
        <nav
          aria-label={t(lang, "challenge.overview")}
          className={cx("flex flex-wrap justify-between gap-4 border-t border-main/20 pt-4", framed && "text-sm")}
        >
          {prev && (
            <a rel="prev" href={challengePath(lang, prev)} className="underline">
              {t(lang, "challenge.previousNamed", { title: challengeText(prev, "title", lang) })}
            </a>
          )}
          {next && (
            <a rel="next" href={challengePath(lang, next)} className="underline">
              {t(lang, "challenge.nextNamed", { title: challengeText(next, "title", lang) })}
            </a>
          )}
        </nav>
      )}
    </article>
  );
}
