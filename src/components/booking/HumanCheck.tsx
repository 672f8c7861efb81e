/** @jsxImportSource preact */
import type { Lang } from "../../i18n/locales.ts";
import { t } from "../../i18n/t.ts";
import { HONEYPOT_FIELD, STAMP_FIELD } from "../../lib/visitor-forms/fields.ts";
import { HONEYPOT_BOX, HONEYPOT_ID } from "../forms/human-check.ts";

/**
 * The booking forms' hidden fields, as every visitor form has them (src/components/forms/
 * HumanCheck.tsx, for the React forms): the honeypot, and the stamp when there is a fresh one.
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
