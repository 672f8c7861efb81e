import { useMemo, useState } from "react";
import { SchemaForm } from "../../components/forms/index.ts";
import { showToastLater } from "../../components/ui/toast-signal.ts";
import { Button } from "../../components/ui/Button.tsx";
import { Dialog } from "../../components/ui/Dialog.tsx";
import type { ContentData } from "../../forms/index.ts";
import { LOCALES } from "../../i18n/locales.ts";
import { SNIPPET_LENGTHS } from "../../lib/site/search-snippet.ts";
import { pageLink } from "../fields/links/page-links.ts";
import { builderField } from "../fields/builder-field.ts";
import { useBuilderText } from "../builder-text.ts";
import { showConflict } from "../conflict/conflict-store.ts";
import { notify } from "../notices.ts";
import { $editor, markPageSaved } from "../store.ts";
import { useEditor } from "../use-editor.ts";
import { settingsBody, settingsModel, settingsValues } from "./page-settings.ts";
import { saveSettings } from "./save-settings.ts";
import { SearchPreview } from "./SearchPreview.tsx";
import { closePageSettings } from "./settings-store.ts";

/**
 * The open page's settings beside the canvas: its search title, description and social image in
 * every language, with a search result preview per language as typed. "Speichern" saves them at
 * once, by the page admin's own path and checked against the version the builder works on; the
 * tree and its unsaved work stay as they are, and later saves build on the new version. A page
 * changed meanwhile opens the conflict dialog; a refusal shows in the form, what was typed kept.
 */
export default function PageSettingsDialog() {
  const text = useBuilderText();
  const session = useEditor((editor) => editor.session);
  const lang = session?.lang ?? "de";
  const model = useMemo(() => settingsModel(lang), [lang]);
  // The page's settings as the dialog opens; the form owns them from then on.
  const [values, setValues] = useState<ContentData>(() => (session ? settingsValues(session.page.data) : {}));
  const [saving, setSaving] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>();
  if (!session) return null;
  const { page } = session;
  const link = pageLink({ id: page.id, data: page.data });
  const typed = settingsBody(values);

  const save = async (data: ContentData) => {
    setSaving(true);
    // The page as the store has it now: a draft saved while the dialog was open moved its version.
    const now = $editor.get().session?.page ?? page;
    const outcome = await saveSettings(now.id, now.version, settingsBody(data), lang);
    setSaving(false);
    if (outcome.kind === "saved") {
      const { version, status, newStatus, seo } = outcome;
      markPageSaved({ version, status, newStatus, data: { ...now.data, seo } });
      const said = text(status === "Published" && !newStatus ? "builder.settings.savedLive" : "builder.settings.savedDraft");
      notify(said);
      showToastLater({ title: said, tone: "success" });
      closePageSettings();
    } else if (outcome.kind === "conflict") {
      closePageSettings();
      showConflict();
      notify(text("builder.save.conflict"));
    } else {
      setServerErrors({ "": [outcome.kind === "refused" ? outcome.message : text("builder.settings.failed", { status: outcome.status })] });
    }
  };

  return (
    <Dialog title={text("builder.settings.title")} isOpen isDismissable onOpenChange={(isOpen) => !isOpen && closePageSettings()} width="max-w-3xl">
      <div lang={lang} className="flex flex-col gap-4 text-sm" data-page-settings="">
        <p>{text("builder.settings.intro", { title: SNIPPET_LENGTHS.title, description: SNIPPET_LENGTHS.description })}</p>
        <SchemaForm
          model={model}
          values={values}
          lang={lang}
          onChange={(data) => {
            setValues(data);
            setServerErrors(undefined);
          }}
          onSubmit={(data) => void save(data)}
          {...(serverErrors ? { serverErrors } : {})}
          renderField={builderField}
          aria-label={text("builder.settings.title")}
        >
          <div className="grid gap-3 sm:grid-cols-2">
            {LOCALES.map((contentLang) => {
              const body = typed[contentLang];
              return (
                <SearchPreview
                  key={contentLang}
                  contentLang={contentLang}
                  title={body.seotitle || link.titles[contentLang]}
                  description={body.description}
                  path={link.paths[contentLang]}
                />
              );
            })}
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" isDisabled={saving}>
              {saving ? text("builder.settings.saving") : text("builder.settings.save")}
            </Button>
            <Button tone="quiet" onPress={() => closePageSettings()}>
              {text("builder.settings.cancel")}
            </Button>
            <a href={`/manage/pages/${encodeURIComponent(page.id)}`} target="_blank" className="ms-auto font-semibold underline underline-offset-2">
              {text("builder.settings.pageAdmin")}
            </a>
          </div>
        </SchemaForm>
      </div>
    </Dialog>
  );
}
