import { useState } from "react";
import { t, type UiKey } from "../../i18n/t.ts";
import { sameValue } from "../../lib/tree/same-tree.ts";
import { cx } from "../ui/styles.ts";
import { TextField } from "../ui/TextField.tsx";
import { formatJson, parseJson, type JsonShape } from "./json-value.ts";
import type { FieldRenderProps } from "./render-field.ts";

const PROBLEMS: Record<"syntax" | "object" | "objects", UiKey> = {
  syntax: "ui.form.json.syntax",
  object: "ui.form.json.object",
  objects: "ui.form.json.objects",
};

/** Same JSON value; no value and `null` count as the same. */
const sameJson = (a: unknown, b: unknown) => sameValue(a ?? null, b ?? null);

/**
 * The editor for JSON values (Json fields, and components, arrays and structured rich text until
 * the builder plugs in their own): a monospaced textarea. Each edit that parses to the right shape
 * sets the value; text that does not is reported to the form as a problem ("Please enter valid
 * JSON.") that shows like a message and blocks submitting. Changes from outside (an undo) replace
 * the text unless it already means the same value.
 */
export function JsonField({ shape, ...props }: FieldRenderProps & { shape: JsonShape }) {
  const { value, lang } = props;
  const [text, setText] = useState(() => formatJson(value));
  const [shown, setShown] = useState(value);
  if (!sameJson(value, shown)) {
    setShown(value);
    const parsed = parseJson(text, shape);
    if (!parsed.ok || !sameJson(parsed.value, value)) setText(formatJson(value));
  }
  const edit = (next: string) => {
    setText(next);
    const parsed = parseJson(next, shape);
    if (!parsed.ok) return props.reportError(t(lang, PROBLEMS[parsed.problem]));
    props.reportError(undefined);
    setShown(parsed.value);
    props.onChange(parsed.value);
  };
  return (
    <TextField
      multiline
      rows={6}
      name={props.path}
      label={props.label}
      value={text}
      onChange={edit}
      onBlur={props.onBlur}
      isInvalid={props.isInvalid}
      isRequired={props.isRequired}
      errorMessage={props.errorMessage}
      description={cx(props.description, t(lang, "ui.form.json.hint"))}
      aria-describedby={props.describedBy}
      spellCheck="false"
      className="[&_textarea]:font-mono [&_textarea]:text-sm"
    />
  );
}
