import { useId } from "react";
import type { FieldRenderProps } from "../../../components/forms/index.ts";
import { RequiredMark } from "../../../components/ui/RequiredMark.tsx";
import { cx, descriptionClass, errorClass, fieldClass, labelClass } from "../../../components/ui/styles.ts";
import { t } from "../../../i18n/t.ts";
import { LazyRichTextEditor } from "./LazyRichTextEditor.tsx";

/**
 * A rich-text field of a generated form: its label, the editor (loaded on demand), its hint and,
 * while invalid, its message, both linked to the text area by `aria-describedby`. The value goes
 * to the form sanitised (`storedHtml`).
 */
export function RichTextFormField(props: FieldRenderProps) {
  const { field, part, lang, value, onChange, onBlur, isInvalid, errorMessage, isRequired, description, describedBy, labelText } = props;
  const id = useId();
  const hintId = description ? `${id}-hint` : undefined;
  const errorId = isInvalid && errorMessage ? `${id}-error` : undefined;
  const described = [hintId, errorId, describedBy].filter(Boolean).join(" ");
  return (
    <div className={fieldClass} data-richtext={field.name}>
      <span className={labelClass}>
        {props.label}
        {isRequired ? <RequiredMark /> : null}
      </span>
      <LazyRichTextEditor
        value={typeof value === "string" ? value : ""}
        onChange={onChange}
        onBlur={onBlur}
        text={(key, params) => t(lang, key, params)}
        name={labelText}
        label={labelText}
        contentLang={part === "iv" ? undefined : part}
        describedBy={described || undefined}
        invalid={isInvalid}
        className="rich-text"
        placeholder={t(lang, "builder.inline.placeholder.text")}
      />
      {description ? (
        <p id={hintId} className={descriptionClass}>
          {description}
        </p>
      ) : null}
      {errorId ? (
        <p id={errorId} className={cx(errorClass)}>
          {errorMessage}
        </p>
      ) : null}
    </div>
  );
}
