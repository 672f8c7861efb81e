import type { Lang } from "../../i18n/locales.ts";
import { t } from "../../i18n/t.ts";
import { challengeText, weekNumber, type Challenge } from "../../lib/directory/challenges.ts";
import { dateFormat } from "../../lib/directory/intl.ts";
import { challengePath } from "../../lib/directory/routes.ts";
import { cx } from "../../lib/class-names.ts";

/** "Woche 11 · ab 09.03.2026" (medium date, UTC). */
export function weekLabel(c: Challenge, lang: Lang): string {
  const date = dateFormat(lang).format(c.start);
  return t(lang, "challenge.weekOf", { number: weekNumber(c.week), date });
}

/** A challenge teaser: week, title linking to the detail page, description; the current week is marked. */
export function ChallengeCard({
  c,
  lang,
  current,
  level = 3,
  eyebrow,
  linkLabel,
  surface,
}: {
  c: Challenge;
  lang: Lang;
  current: boolean;
  level?: 2 | 3;
  eyebrow?: string;
  linkLabel?: string;
  /** A painted card: its background and, by class or inline, the text colours on it. */
  surface?: { className?: string; style: React.CSSProperties };
}) {
  const H = `h${level}` as const;
  const title = challengeText(c, "title", lang);
  return (
    <article
      className={cx(
        current
          ? "challenge-card challenge-current flex h-full flex-col gap-2 rounded-lg border-2 border-accent bg-paper p-4 text-ink"
          : "challenge-card flex h-full flex-col gap-2 rounded-lg border border-main/20 bg-paper p-4 text-ink",
        surface?.className,
      )}
      style={surface?.style}
      data-week={c.week}
      data-current={current || undefined}
    >
      {(eyebrow || current) && (
        <p className="text-xs font-semibold uppercase tracking-widest">
          {current ? <strong className="challenge-badge">{eyebrow || t(lang, "challenge.current")}</strong> : eyebrow}
        </p>
      )}
      <H className="text-lg font-semibold">
        <a href={challengePath(lang, c)} className="underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2">
          {title}
        </a>
      </H>
      <p className="text-sm">
        <time dateTime={c.week}>{weekLabel(c, lang)}</time>
      </p>
      <p className="text-sm">{challengeText(c, "description", lang)}</p>
      {linkLabel && (
        <p className="mt-auto text-sm">
          <a href={challengePath(lang, c)} aria-label={`${linkLabel}: ${title}`} className="underline">
            {linkLabel}
          </a>
        </p>
      )}
    </article>
  );
}
