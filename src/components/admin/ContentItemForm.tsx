import { useEffect, useMemo, useState } from "react";
import { buildFormModel, type ContentData } from "../../forms/index.ts";
import type { Lang } from "../../i18n/locales.ts";
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
  values: ContentData;
  lang: Lang;
  schema: string;
  /** The item's id and the version shown; absent for a new item. */
  item?: { id: string; version: number };
  texts: ContentItemFormTexts;
  /** The form's accessible name (the page's heading id). */
  labelledBy: string;
}

type Answer = { location?: string; message?: string; details?: Record<string, string[]> };

/**
 * The edit form of one content item (an island on `/manage/squidex/:schema/:id` and `/new`): the
 * form generated from the schema, checked as typed; a save posts the data (and the version shown)
 * to `/api/manage/content/…`, which checks it again with the same rules. Refused fields show the
 * server's messages beside them with what was typed kept; a saved item opens its screen.
 */
export function ContentItemForm({ fields, values: initial, lang, schema, item, texts, labelledBy }: ContentItemFormProps) {
  const model = useMemo(() => buildFormModel(fields), [fields]);
  const [values, setValues] = useState<ContentData>(initial);
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>();
  const [saving, setSaving] = useState(false);
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
        <Button type="submit" isDisabled={saving} className="px-5 py-2 text-base">
          {saving ? texts.saving : texts.save}
        </Button>
      </div>
    </SchemaForm>
  );
}
