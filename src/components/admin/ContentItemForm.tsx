import { useEffect, useMemo, useState, useSyncExternalStore } from "react";
import { buildFormModel, type ContentData, type FieldTexts } from "../../forms/index.ts";
import { DEFAULT_LANG, isLang, type Lang } from "../../i18n/locales.ts";
import { loadUiStrings } from "../../i18n/t.ts";
import { loadControls, SchemaForm } from "../forms/index.ts";
import { Button } from "../ui/Button.tsx";

/** The texts the form shows besides the generated fields (admin strings stay on the server, so the page passes them). */
export interface ContentItemFormTexts {
  save: string;
  saving: string;
  /** Said when the request itself failed (offline). */
  offline: string;
}

export interface ContentItemFormProps {
  /** The schema's fields, as the content service lists them. */
  fields: readonly unknown[];
  /** Their labels and hints in every admin language (`fieldTexts`). */
  fieldTexts?: FieldTexts;
  values: ContentData;
  lang: Lang;
  schema: string;
  /** The item's id and the version shown; absent for a new item. */
  item?: { id: string; version: number };
  texts: ContentItemFormTexts;
  /** The form's accessible name (the page's heading id). */
  labelledBy: string;
}

// In the browser, the form's own strings (messages, summary, control texts) in the page's language
// before the island hydrates: rendered without them it would not match the server's HTML.
if (typeof document !== "undefined") {
  const pageLang = document.documentElement.lang;
  await loadUiStrings(isLang(pageLang) ? pageLang : DEFAULT_LANG);
}

const noChange = () => () => {};
const running = () => true;
const notRunning = () => false;

type Answer = { location?: string; message?: string; details?: Record<string, string[]> };

/**
 * The edit form of one content item (an island on `/manage/squidex/:schema/:id` and `/new`): the
 * form generated from the schema, checked as typed; a save posts the data (and the version shown)
 * to `/api/manage/content/…`, which checks it again with the same rules. Refused fields show the
 * server's messages beside them with what was typed kept; a saved item opens its screen.
 */
export function ContentItemForm({ fields, fieldTexts, values: initial, lang, schema, item, texts, labelledBy }: ContentItemFormProps) {
  const model = useMemo(() => buildFormModel(fields, fieldTexts ? { texts: fieldTexts } : {}), [fields, fieldTexts]);
  const [values, setValues] = useState<ContentData>(initial);
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>();
  const [saving, setSaving] = useState(false);
  // False on the server and while hydrating, true once the form runs: the server renders the button
  // disabled, as a click before then would reload the page and lose what was typed.
  const ready = useSyncExternalStore(noChange, running, notRunning);
  useEffect(() => {
    void loadControls();
  }, []);

  async function save(data: ContentData) {
    setSaving(true);
    const path = `/api/manage/content/${encodeURIComponent(schema)}${item ? `/${encodeURIComponent(item.id)}` : ""}`;
    try {
      const response = await fetch(`${path}?lang=${lang}`, {
        method: item ? "PUT" : "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify(item ? { data, version: item.version } : { data }),
      });
      const answer = (await response.json().catch(() => ({}))) as Answer;
      if (response.ok && answer.location) {
        window.location.assign(answer.location);
        return;
      }
      // Messages about fields show beside them; one about the whole (a conflict) in the form's summary.
      const details = answer.details && Object.keys(answer.details).length > 0 ? answer.details : { "": [answer.message ?? texts.offline] };
      setServerErrors(details);
    } catch {
      setServerErrors({ "": [texts.offline] });
    }
    setSaving(false);
  }

  return (
    <SchemaForm
      model={model}
      values={values}
      lang={lang}
      onChange={setValues}
      onSubmit={(data) => void save(data)}
      {...(serverErrors ? { serverErrors } : {})}
      aria-labelledby={labelledBy}
    >
      <div>
        <Button type="submit" isDisabled={saving || !ready} className="px-5 py-2 text-base">
          {saving ? texts.saving : texts.save}
        </Button>
      </div>
    </SchemaForm>
  );
}
