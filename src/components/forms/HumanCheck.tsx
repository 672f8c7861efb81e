import type { Lang } from "../../i18n/locales.ts";
import { t } from "../../i18n/t.ts";
import { HONEYPOT_FIELD, STAMP_FIELD } from "../../lib/visitor-forms/fields.ts";

/**
 * The two hidden fields of every visitor form (src/lib/visitor-forms): the honeypot, moved off
 * screen and hidden from assistive technology and the tab order, so only a program fills it; and
 * the stamp, the signed time the form was handed out (omitted when none is fresh, e.g. on a
 * prerendered page: the server then asks for a second, deliberate send).
 */
export function HumanCheck({ lang, stamp }: { lang: Lang; stamp?: string | undefined }) {
  const id = `${HONEYPOT_FIELD}-field`;
  return (
    <>
      <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
        <label htmlFor={id}>{t(lang, "form.honeypot")}</label>
        <input id={id} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      {stamp && <input type="hidden" name={STAMP_FIELD} value={stamp} />}
    </>
  );
}
