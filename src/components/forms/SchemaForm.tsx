import type { ReactNode } from "react";
import { Form } from "react-aria-components";
import { partsOf, type Visibility } from "../../forms/index.ts";
import { t } from "../../i18n/t.ts";
import { UiProvider } from "../ui/UiProvider.tsx";
import { cx } from "../ui/styles.ts";
import { partView, unplacedMessages } from "./field-messages.ts";
import { FormSummary } from "./FormSummary.tsx";
import type { RenderField } from "./render-field.ts";
import { SchemaField } from "./SchemaField.tsx";
import { useSchemaForm, type SchemaFormOptions } from "./use-schema-form.ts";

export interface SchemaFormProps extends SchemaFormOptions {
  /**
   * Renders the editor for a field's partition, or `undefined` for the default control: how the
   * builder plugs in richer editors (asset picker, rich text) by kind or tag.
   */
  renderField?: RenderField;
  /** When messages show, for every field; by default after blur, and for checkboxes once changed. */
  visibility?: Visibility;
  /**
   * Show every message, as after a submit attempt, though this form was not submitted: the builder
   * sets it once publishing was tried. The summary still waits for a submit attempt of the form's own.
   */
  submitted?: boolean;
  /** Shown after the fields: the form's buttons (a submit `Button` submits it). */
  children?: ReactNode;
  className?: string;
  id?: string;
  /**
   * Where the form posts when it is sent natively (no JavaScript yet, or an `onSubmit` that calls
   * the form element's `submit()`): a visitor form that also works as a plain HTML form.
   */
  action?: string;
  method?: "get" | "post";
  "aria-label"?: string;
  "aria-labelledby"?: string;
}

/**
 * A form generated from a content schema, for the builder's side panel, the
 * admin area and registration alike. Give it a model from `buildFormModel`, the values as content
 * data and the UI language; it renders one control per field kind (see `FieldControl`), German
 * and English side by side for localized fields, and validates with `validateForm` 20 ms after
 * the last input. Messages show after blur (checkboxes once changed, all after a
 * submit attempt), linked to their controls; each control's wrapper carries the field flags as
 * `data-*` attributes. A submit with errors moves focus to the first invalid field and announces
 * the summary; `serverErrors` (a JSON error's `details`) show on their fields until changed.
 *
 * Values are taken over from `values` whenever they differ from what the form last reported (an
 * undo). Flags (blurred, dirty…) belong to the form: give it a new `key` for a new record.
 */
export function SchemaForm({ renderField, visibility, submitted, children, className, id, action, method, ...options }: SchemaFormProps) {
  const { model, lang, serverErrors } = options;
  const { state, validation, formRef, change, blur, reportError, submit } = useSchemaForm(options);
  const fields = model.fields.map((field) => ({
    field,
    views: partsOf(field).map((part) =>
      partView({
        field,
        part,
        state,
        errors: validation.errors,
        ...(serverErrors ? { serverErrors } : {}),
        ...(visibility ? { visibility } : {}),
        ...(submitted ? { submitted } : {}),
      }),
    ),
  }));
  const unplaced = unplacedMessages(model, serverErrors);
  const showSummary =
    (state.submits > 0 || state.serverRounds > 0) && (unplaced.length > 0 || fields.some(({ views }) => views.some((view) => view.message !== undefined)));
  return (
    <UiProvider lang={lang}>
      <Form
        ref={formRef}
        id={id}
        {...(action !== undefined ? { action } : {})}
        {...(method ? { method } : {})}
        aria-label={options["aria-label"]}
        aria-labelledby={options["aria-labelledby"]}
        validationBehavior="aria"
        onSubmit={submit}
        className={cx("flex flex-col gap-5", className)}
      >
        {showSummary ? (
          <FormSummary
            key={`${state.submits}-${state.serverRounds}`}
            title={t(lang, "form.summary.title")}
            text={t(lang, "form.summary.text")}
            messages={unplaced}
          />
        ) : null}
        {fields.map(({ field, views }) => (
          <SchemaField
            key={field.name}
            field={field}
            lang={lang}
            views={views}
            onChange={(part, value) => change(field.name, part, value)}
            onBlur={blur}
            reportError={reportError}
            {...(renderField ? { renderField } : {})}
          />
        ))}
        {children}
      </Form>
    </UiProvider>
  );
}
