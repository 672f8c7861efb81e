import { DEFAULT_LANG } from "../../i18n/locales.ts";
import { t } from "../../i18n/t.ts";
import { readProps } from "../shared/props.ts";
import type { BlockViewProps } from "../types.ts";
import { PractitionerRegistrationSchema, REGISTRATION_PATH } from "./schema.ts";

/**
 * A call to register: title, text and a link to the registration page, which has one path for
 * both languages: on a page in another language than German the link names it (`?lang=`).
 */
export default function PractitionerRegistrationView({ block, ctx }: BlockViewProps) {
  const p = readProps(PractitionerRegistrationSchema, block.fields, ctx.lang);
  return (
    <section className="flex flex-col items-start gap-3" aria-label={p.title || undefined}>
      {p.title && <h2 className="text-2xl font-bold">{p.title}</h2>}
      {p.text && <div className="rich-text" dangerouslySetInnerHTML={{ __html: p.text }} />}
      <a
        href={ctx.lang === DEFAULT_LANG ? REGISTRATION_PATH : `${REGISTRATION_PATH}?lang=${ctx.lang}`}
        className="inline-block rounded-full bg-main px-6 py-3 font-semibold text-white hover:bg-ink focus-visible:outline-2 focus-visible:outline-offset-2"
      >
        {p.buttonLabel || t(ctx.lang, "practitioner.register")}
      </a>
    </section>
  );
}
