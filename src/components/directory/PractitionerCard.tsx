import type { Lang } from "../../i18n/locales.ts";
import { t } from "../../i18n/t.ts";
import { languagesLabel, placeLabel } from "../../lib/directory/filters.ts";
import { practitionerText, type Practitioner } from "../../lib/directory/practitioners.ts";
import { practitionerPath } from "../../lib/directory/routes.ts";

/** A practitioner's card: the name linking to the detail page, qualification, place and languages. */
export function PractitionerCard({ p, lang, level = 3, compact = false }: { p: Practitioner; lang: Lang; level?: 2 | 3 | 4; compact?: boolean }) {
  const H = `h${level}` as const;
  const qualification = practitionerText(p, "qualification", lang);
  const place = placeLabel(p, lang);
  return (
    <article className="flex h-full flex-col gap-1 rounded-lg border border-main/20 bg-paper p-4 text-ink">
      <H className="text-lg font-semibold">
        <a href={practitionerPath(lang, p)} className="underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2">
          {p.name}
        </a>
      </H>
      {!compact && qualification && <p className="text-sm">{qualification}</p>}
      {place && <p className="text-sm">{place}</p>}
      {!compact && p.languages.length > 0 && (
        <p className="text-sm">
          <span className="sr-only">{t(lang, "practitioner.languages")}: </span>
          {languagesLabel(p, lang)}
        </p>
      )}
    </article>
  );
}
