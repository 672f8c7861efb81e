import type { Lang } from "../../i18n/locales.ts";
import { t } from "../../i18n/t.ts";
import { languagesLabel, placeLabel } from "../../lib/directory/filters.ts";
import { practitionerText, type Practitioner } from "../../lib/directory/practitioners.ts";
import { practitionerPath } from "../../lib/directory/routes.ts";
import { safeUrl } from "../../lib/safe-url.ts";

/**
 * Place, languages, address and (optionally) contact of a practitioner as a description list. The
 * e-mail address is never shown: "write a message" leads to the contact form on the practitioner's
 * page, which forwards to it (docs/contact.md).
 */
export function PractitionerDetails({ p, lang, contact = true }: { p: Practitioner; lang: Lang; contact?: boolean }) {
  const qualification = practitionerText(p, "qualification", lang);
  const website = p.website ? safeUrl(p.website) : undefined;
  const rows: [string, React.ReactNode][] = [];
  if (qualification) rows.push([t(lang, "practitioner.qualification"), qualification]);
  rows.push([t(lang, "practitioner.location"), placeLabel(p, lang)]);
  if (p.languages.length) rows.push([t(lang, "practitioner.languages"), languagesLabel(p, lang)]);
  if (p.address || p.postalCode)
    rows.push([t(lang, "practitioner.address"), [p.address, [p.postalCode, p.city].filter(Boolean).join(" ")].filter(Boolean).join(", ")]);
  if (contact) rows.push([t(lang, "practitioner.message"), <a href={`${practitionerPath(lang, p)}#contact`}>{t(lang, "practitioner.writeMessage")}</a>]);
  if (contact && p.phone) rows.push([t(lang, "practitioner.phone"), <a href={`tel:${p.phone.replace(/[^+0-9]/g, "")}`}>{p.phone}</a>]);
  if (contact && website)
    rows.push([
      t(lang, "practitioner.website"),
      <a href={website} rel="noopener">
        {p.website.replace(/^https?:\/\//, "")}
      </a>,
    ]);
  return (
    <div className="flex flex-col gap-2 text-sm">
      <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1">
        {rows.map(([term, value], i) => (
          <div key={i} className="contents">
            <dt className="font-semibold">{term}</dt>
            <dd className="[&_a]:underline">{value}</dd>
          </div>
        ))}
      </dl>
      <p>{p.finished ? t(lang, "practitioner.trained") : t(lang, "practitioner.training")}</p>
    </div>
  );
}
