import type { Lang } from "../../i18n/locales.ts";
import { t } from "../../i18n/t.ts";
import { HONEYPOT_FIELD, STAMP_FIELD } from "../../lib/visitor-forms/fields.ts";
import { HONEYPOT_BOX, HONEYPOT_ID } from "./human-check.ts";

/**
 * The two hidden fields of every visitor form (src/lib/visitor-forms): the honeypot, moved off
 * screen and hidden from assistive technology and the tab order, so only a program fills it; and
 * the stamp, the signed time the form was handed out (omitted when none is fresh, e.g. on a
 * prerendered page: the server then asks for a second, deliberate send).
 */
export function HumanCheck({ lang, stamp }: { lang: Lang; stamp?: string | undefined }) {
  return (
    <>
      <div aria-hidden="true" className={HONEYPOT_BOX}>
        <label htmlFor={HONEYPOT_ID}>{t(lang, "form.honeypot")}</label>
        <input id={HONEYPOT_ID} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      {stamp && <input type="hidden" name={STAMP_FIELD} value={stamp} />}
    </>
  );
}
