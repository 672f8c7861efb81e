import { useMemo, useState, type ReactNode } from "react";
import { buildFormModel, partsOf, pathOf, type ContentData, type FieldTexts, type FormModel } from "../../forms/index.ts";
import { DEFAULT_LANG, isLang, type Lang } from "../../i18n/locales.ts";
import { loadUiStrings } from "../../i18n/t.ts";
import { SchemaForm } from "../forms/index.ts";
import { Button } from "../ui/Button.tsx";

export interface RegistrationFormProps {
  /** The applicant's fields (`applicantFields`): the model is built from them here and on the server alike. */
  fields: readonly unknown[];
  fieldTexts: FieldTexts;
  /** What the form shows: empty, an entry's data, or what was sent when the server refused it. */
  values: ContentData;
  lang: Lang;
  /** The form's id (its native submit finds it by this). */
  id: string;
  /** The page the form posts to (the page itself, with `?lang=`). */
  action: string;
  /** Hidden inputs sent along (`intent`, an edit link's `token`). */
  hidden: Readonly<Record<string, string>>;
  /**
   * The page's `HumanCheck` fields (honeypot and stamp), rendered by the server into the form: they
   * never change, so the island carries no code for them, and a native send includes them.
   */
  children?: ReactNode;
  submitLabel: string;
  /** The server's messages by path, when it refused what was sent. */
  serverErrors?: Record<string, string[]>;
  labelledBy: string;
}

// In the browser, the form's own strings (messages, summary) in the page's language before the
// island hydrates: rendered without them it would not match the server's HTML.
if (typeof document !== "undefined") {
  const pageLang = document.documentElement.lang;
  await loadUiStrings(isLang(pageLang) ? pageLang : DEFAULT_LANG);
}

/**
 * `initial` with what the visitor typed into the server-rendered form before the island ran (read
 * from its inputs while hydrating, before React sets them to its state): a slow script never
 * takes away what was typed.
 */
function withTyped(id: string, model: FormModel, initial: ContentData): ContentData {
  if (typeof document === "undefined") return initial;
  const form = document.getElementById(id);
  if (!(form instanceof HTMLFormElement)) return initial;
  const data: Record<string, Readonly<Record<string, unknown>> | undefined> = { ...initial };
  for (const field of model.fields) {
    for (const part of partsOf(field)) {
      const input = form.elements.namedItem(pathOf(field.name, part));
      if (input instanceof HTMLInputElement || input instanceof HTMLTextAreaElement) data[field.name] = { ...data[field.name], [part]: input.value };
    }
  }
  return data;
}

/**
 * A visitor form generated from the practitioners schema (registration and edits): checked as
 * typed with the same rules the server applies again; once every rule passes it is sent as a plain
 * HTML form post, so without JavaScript it works the same way (the server answers with the page,
 * its messages and the typed values).
 */
export function RegistrationForm({
  fields,
  fieldTexts,
  values: initial,
  lang,
  id,
  action,
  hidden,
  children,
  submitLabel,
  serverErrors,
  labelledBy,
}: RegistrationFormProps) {
  const model = useMemo(() => buildFormModel(fields, { texts: fieldTexts }), [fields, fieldTexts]);
  const [values, setValues] = useState<ContentData>(() => withTyped(id, model, initial));
  const [sending, setSending] = useState(false);

  function send() {
    const form = document.getElementById(id);
    if (!(form instanceof HTMLFormElement)) return;
    setSending(true);
    form.submit();
  }

  return (
    <SchemaForm
      id={id}
      model={model}
      values={values}
      lang={lang}
      action={action}
      method="post"
      onChange={setValues}
      onSubmit={send}
      {...(serverErrors ? { serverErrors, submitted: true } : {})}
      aria-labelledby={labelledBy}
    >
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
      <div>
        <Button type="submit" isDisabled={sending} className="px-5 py-2 text-base">
          {submitLabel}
        </Button>
      </div>
    </SchemaForm>
  );
}
