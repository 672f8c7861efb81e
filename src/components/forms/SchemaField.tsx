import { useId, type ReactNode } from "react";
import { VisuallyHidden } from "react-aria-components";
import { flagAttributes, isEmpty, type FormField, type Part } from "../../forms/index.ts";
import { languageName } from "../../i18n/language-name.ts";
import { DEFAULT_LANG, LOCALES, type Lang } from "../../i18n/locales.ts";
import { t } from "../../i18n/t.ts";
import { Badge } from "../ui/Badge.tsx";
import { RequiredMark } from "../ui/RequiredMark.tsx";
import { cx, descriptionClass, labelClass } from "../ui/styles.ts";
import { FieldControl } from "./FieldControl.tsx";
import type { PartView } from "./field-messages.ts";
import type { FieldRenderProps, RenderField } from "./render-field.ts";

export interface SchemaFieldProps {
  field: FormField;
  /** The UI language. */
  lang: Lang;
  /** One view per partition, in `partsOf(field)` order. */
  views: readonly PartView[];
  onChange: (part: Part, value: unknown) => void;
  onBlur: (path: string) => void;
  reportError: (path: string, message: string | undefined) => void;
  renderField?: RenderField;
}

/**
 * One field of a generated form. Each partition's control sits in a wrapper carrying its flags as
 * `data-*` attributes and its path as `data-path`. An invariant field is its control; a localized
 * field is a group named by the field, German and English side by side (stacked where the form is
 * narrower than 26rem: a phone, the builder's panel below 1280 px), its hint once above them, and a "missing translation" badge on English while German
 * has a value and English none.
 */
export function SchemaField({ field, lang, views, onChange, onBlur, reportError, renderField }: SchemaFieldProps) {
  const hintId = useId();
  const label = field.label[lang];
  const hint = field.hints?.[lang];
  const control = (view: PartView, part: Part, texts: Pick<FieldRenderProps, "label" | "labelText" | "description" | "describedBy">) => {
    const props: FieldRenderProps = {
      field,
      part,
      path: view.path,
      lang,
      value: view.value,
      onChange: (value) => onChange(part, value),
      onBlur: () => onBlur(view.path),
      isInvalid: view.message !== undefined,
      ...(view.message === undefined ? {} : { errorMessage: view.message }),
      isRequired: field.required && (part === "iv" || part === DEFAULT_LANG),
      reportError: (message) => reportError(view.path, message),
      ...texts,
    };
    const custom = renderField?.(props);
    return (
      <div key={part} {...flagAttributes(view.flags)} data-path={view.path} className="min-w-0">
        {custom === undefined ? <FieldControl {...props} /> : custom}
      </div>
    );
  };
  if (!field.localized) return control(views[0]!, "iv", { label, labelText: label, ...(hint ? { description: hint } : {}) });
  const missing = isEmpty(views[1]?.value) && !isEmpty(views[0]?.value);
  return (
    <fieldset className="@container min-w-0 border-0 p-0">
      <legend className={cx(labelClass, "mb-1")}>
        {label}
        {field.required ? <RequiredMark /> : null}
      </legend>
      {hint ? (
        <p id={hintId} className={cx(descriptionClass, "mb-1")}>
          {hint}
        </p>
      ) : null}
      {/* Side by side where the form is wide enough for both and the missing-translation badge (26rem), stacked where not: the builder's narrow panel, phones. */}
      <div className="grid gap-3 @min-[26rem]:grid-cols-2">
        {LOCALES.map((part, index) => {
          const language = languageName(lang, part);
          const partLabel: ReactNode = (
            <>
              <VisuallyHidden>{label}, </VisuallyHidden>
              {language}
              {part !== DEFAULT_LANG && missing ? " " : null}
              {part !== DEFAULT_LANG && missing ? (
                <Badge tone="warning" className="ms-2 font-normal">
                  {t(lang, "ui.form.missingTranslation")}
                </Badge>
              ) : null}
            </>
          );
          return control(views[index]!, part, {
            label: partLabel,
            labelText: t(lang, "ui.form.partLabel", { field: label, language }),
            ...(hint ? { describedBy: hintId } : {}),
          });
        })}
      </div>
    </fieldset>
  );
}
