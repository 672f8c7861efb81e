import type { ReactNode } from "react";
import { t } from "../../i18n/t.ts";
import { RequiredMark } from "../ui/RequiredMark.tsx";
import { controlClass, cx, descriptionClass, errorClass, fieldClass, labelClass } from "../ui/styles.ts";
import { controlDescription } from "./control-description.ts";
import type { FieldRenderProps } from "./render-field.ts";

/** An empty box shaped like a text-like control (one line of text), hidden from screen readers. */
function Box({ className }: { className?: string }) {
  return (
    <span aria-hidden="true" className={cx(controlClass({}), "block opacity-60", className)}>
      {"\u00a0"}
    </span>
  );
}

function Label({ children, isRequired }: { children: ReactNode; isRequired: boolean }) {
  return (
    <span className={labelClass}>
      {children}
      {isRequired ? <RequiredMark /> : null}
    </span>
  );
}

/** The part of a placeholder that differs by kind: boxes laid out as the control's parts are. */
function Body(props: FieldRenderProps): ReactNode {
  const { field, lang, value } = props;
  switch (field.kind) {
    case "date":
      return <Box className="w-fit min-w-40" />;
    case "radio":
      return (
        <span aria-hidden="true" className="flex flex-wrap gap-x-5 gap-y-1 text-base text-ink">
          {(field.options ?? []).map((option) => (
            <span key={String(option)} className="inline-flex items-center gap-2">
              <span className="size-5 shrink-0 rounded-full border-2 border-ink/60 bg-paper opacity-60" />
              {String(option)}
            </span>
          ))}
        </span>
      );
    case "tags":
    case "references":
    case "assets": {
      const entries = Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === "string") : [];
      return (
        <>
          {/* Text at full strength: a placeholder shown while the control loads (or for good without scripts) needs 4.5:1 like any text. */}
          <span aria-hidden="true" className="flex flex-wrap gap-1.5">
            {entries.length ? (
              entries.map((entry) => (
                <span key={entry} className="rounded border border-ink/30 bg-neutral px-2 py-0.5 text-sm">
                  {entry}
                </span>
              ))
            ) : (
              <span className="text-sm text-ink/70">{t(lang, "ui.tags.empty")}</span>
            )}
          </span>
          <Box />
        </>
      );
    }
    case "geolocation":
      return (
        <span className="grid grid-cols-2 gap-3">
          {(["latitude", "longitude"] as const).map((axis) => (
            <span key={axis} className={fieldClass}>
              <span className={labelClass}>{t(lang, `ui.form.geo.${axis}`)}</span>
              <Box />
            </span>
          ))}
        </span>
      );
    case "number":
    case "select":
      return <Box />;
    default:
      // JSON and structured rich text: a six-line monospaced textarea.
      return <textarea aria-hidden="true" disabled rows={6} className={cx(controlClass({}), "block resize-none font-mono text-sm opacity-60")} />;
  }
}

/**
 * What stands in for a heavy control while its code loads: the field's label, a box the size and
 * shape of the control, the hint and the message, so nothing moves when the control arrives. It
 * says it is loading (`aria-busy`); the boxes are hidden from screen readers.
 */
export function ControlFallback(props: FieldRenderProps) {
  const description = controlDescription(props);
  // A list's label is the field's name (its entries are the control); every other control shows `label`.
  const label = props.field.kind === "tags" || props.field.kind === "references" || props.field.kind === "assets" ? props.labelText : props.label;
  return (
    <div aria-busy="true" data-loading="" className={fieldClass}>
      <Label isRequired={props.isRequired}>{label}</Label>
      <Body {...props} />
      {description ? <p className={descriptionClass}>{description}</p> : null}
      {props.isInvalid && props.errorMessage !== undefined ? <p className={errorClass}>{props.errorMessage}</p> : null}
    </div>
  );
}
