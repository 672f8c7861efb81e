import { languageName } from "../../i18n/language-name.ts";
import type { Lang } from "../../i18n/locales.ts";
import { charCount, SNIPPET_LENGTHS, truncateSnippet } from "../../lib/site/search-snippet.ts";
import { useBuilderText } from "../builder-text.ts";
import { useEditor } from "../use-editor.ts";

export interface SearchPreviewProps {
  /** The language of the result shown. */
  contentLang: Lang;
  title: string;
  description: string;
  /** The page's path in that language; absent while it has none. */
  path: string | undefined;
}

/**
 * The page as a search result shows it in `contentLang`: its address on this site, the title cut
 * to about 60 characters and the description to about 160, each with its count against that
 * length (an over-long one marked), as the page admin's preview shows it.
 */
export function SearchPreview({ contentLang, title, description, path }: SearchPreviewProps) {
  const text = useBuilderText();
  const lang = useEditor((editor) => editor.session?.lang) ?? "de";
  const address = path ? new URL(path, location.origin).href.replace(/^https?:\/\//, "").replace(/\/$/, "") : "";
  const counts = [
    { key: "builder.settings.countTitle" as const, count: charCount(title), max: SNIPPET_LENGTHS.title },
    { key: "builder.settings.countDescription" as const, count: charCount(description), max: SNIPPET_LENGTHS.description },
  ];
  const language = languageName(lang, contentLang);
  return (
    <figure className="rounded border border-ink/15 bg-white p-3" data-search-preview={contentLang}>
      <figcaption className="mb-2 text-sm font-semibold text-ink/80">{text("builder.settings.preview", { language })}</figcaption>
      <div lang={contentLang} className="font-sans">
        <p className="truncate text-sm text-[#202124]">{address}</p>
        <p className="text-lg leading-snug text-[#1a0dab]" data-preview-title="">
          {truncateSnippet(title, SNIPPET_LENGTHS.title)}
        </p>
        <p className="text-sm text-[#4d5156]" data-preview-description="">
          {description ? truncateSnippet(description, SNIPPET_LENGTHS.description) : text("builder.settings.noDescription")}
        </p>
      </div>
      <ul className="mt-2 flex flex-wrap gap-x-4 text-sm">
        {counts.map((c) => (
          <li key={c.key} className={c.count > c.max ? "font-semibold text-red-800" : undefined}>
            {text(c.key, { count: c.count, max: c.max })}
          </li>
        ))}
      </ul>
    </figure>
  );
}
