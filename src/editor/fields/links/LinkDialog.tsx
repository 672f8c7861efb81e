import { useRef, useState } from "react";
import { RadioGroup } from "../../../components/ui/RadioGroup.tsx";
import type { Lang } from "../../../i18n/locales.ts";
import { t } from "../../../i18n/t.ts";
import type { LinkTargetKind } from "../../../lib/directory/link-target.ts";
import type { PickerDialog as Picker } from "../picker/PickerDialog.tsx";
import { searchLinkTargets } from "./link-targets.ts";
import { LINK_PAGE_SIZE, searchPageLinks, type PageLink } from "./page-links.ts";

/** What the link picker lists: the site's pages, or the detail pages of practitioners or weekly challenges. */
export type LinkSource = "pages" | LinkTargetKind;
const SOURCES: readonly LinkSource[] = ["pages", "practitioners", "challenges"];

export interface LinkDialogProps {
  app: string;
  /** The builder's language. */
  lang: Lang;
  /** The language of the field's partition: the path picked is the page's in this language. */
  contentLang: Lang;
  /** The field's label, named in the dialog's title. */
  title: string;
  onPick: (path: string) => void;
  onClose: () => void;
}

/**
 * The link picker over the picker dialog `PickerDialog` (passed in: it loads on first use, and a
 * chunk of its own for this dialog would weigh on the builder's first load with its name): a choice
 * of what to list — the site's pages, the practitioners or the weekly challenges the published site
 * shows — searched in both languages, each named by its German and English title with its path in
 * the field's language; choosing one puts that path in the field. The published page links a
 * German path on the English page to the page's English path (src/blocks/localize-links.ts).
 */
export const linkDialog = (PickerDialog: typeof Picker) =>
  function LinkDialog({ app, lang, contentLang, title, onPick, onClose }: LinkDialogProps) {
    const known = useRef(new Map<string, PageLink>());
    const [source, setSource] = useState<LinkSource>("pages");
    return (
      <PickerDialog<PageLink>
        lang={lang}
        chosen={[]}
        max={1}
        kind={source === "pages" ? "links" : `links.${source}`}
        title={t(lang, "builder.links.dialogTitle", { field: title })}
        header={
          <RadioGroup
            label={t(lang, "builder.links.source")}
            orientation="horizontal"
            value={source}
            onChange={(value) => setSource(value as LinkSource)}
            options={SOURCES.map((value) => ({ value, label: t(lang, `builder.links.source.${value}`) }))}
          />
        }
        layout="list"
        load={(search, page, signal) => (source === "pages" ? searchPageLinks(app, search, page, signal) : searchLinkTargets(source, search, page, signal))}
        loadKey={`${app} ${source}`}
        pageSize={LINK_PAGE_SIZE}
        remember={(items) => items.forEach((item) => known.current.set(item.id, item))}
        nameOf={(item) => `${item.titles.de === item.titles.en ? item.titles.de : `${item.titles.de} / ${item.titles.en}`} – ${item.paths[contentLang] ?? "–"}`}
        onChange={(ids) => {
          const path = known.current.get(ids.at(-1) ?? "")?.paths[contentLang];
          if (path) onPick(path);
          onClose();
        }}
        onClose={onClose}
      />
    );
  };
