import type { Lang } from "../../i18n/locales.ts";
import type { BlockViewProps } from "../types.ts";
import { readProps } from "../shared/props.ts";
import { cx } from "../shared/styles.ts";
import { embedTarget, PROVIDER_NAMES } from "./providers.ts";
import { EmbedSchema } from "./schema.ts";

const ASPECT: Record<string, string> = { "16/9": "aspect-video", "4/3": "aspect-[4/3]", "1/1": "aspect-square" };

const STRINGS: Record<Lang, { notice: (provider: string) => string; load: string }> = {
  de: {
    notice: (p) => `Hier wird ein Inhalt von ${p} angezeigt. Beim Laden werden Daten an ${p} übertragen.`,
    load: "Externen Inhalt laden",
  },
  en: {
    notice: (p) => `This shows content from ${p}. Loading it sends data to ${p}.`,
    load: "Load external content",
  },
};

/**
 * An allow-listed embed behind a consent placeholder: no third-party request until the visitor
 * agrees. Without JS the button is a link to the content on the provider's site; the consent
 * system (a later issue) swaps in the iframe from `data-embed-src` for `data-consent-category`.
 */
export function EmbedView({ block, ctx }: BlockViewProps) {
  const p = readProps(EmbedSchema, block.fields, ctx.lang);
  const target = embedTarget(p.provider, p.url);
  if (!target) {
    ctx.warn(`embed ${block.id} on ${ctx.path}: not an allow-listed ${p.provider} URL`);
    return null;
  }
  const t = STRINGS[ctx.lang] ?? STRINGS.en;
  const name = PROVIDER_NAMES[target.provider];
  return (
    <figure
      className={cx("block-embed relative flex w-full items-center justify-center overflow-hidden rounded-2xl bg-neutral p-6", ASPECT[p.aspect])}
      data-consent-category={p.consentCategory}
      data-embed-src={target.src}
      data-embed-title={p.title || name}
    >
      <div className="flex max-w-md flex-col items-center gap-4 text-center">
        {p.title ? <figcaption className="font-semibold">{p.title}</figcaption> : null}
        <p className="text-sm">{t.notice(name)}</p>
        <a href={target.link} rel="noopener noreferrer" className="rounded-full bg-main px-5 py-2 font-semibold text-white">
          {t.load}
          <span className="sr-only"> ({name})</span>
        </a>
      </div>
    </figure>
  );
}
