import { useCallback, useEffect, useEffectEvent, useMemo, useReducer, useRef, type FormEvent } from "react";
import { INPUT_DELAY_MS, validateForm, type ContentData, type FormModel, type FormValidation, type Part } from "../../forms/index.ts";
import type { Lang } from "../../i18n/locales.ts";
import type { ErrorDetails } from "../../lib/errors/http-error.ts";
import { sameValue } from "../../lib/tree/same-tree.ts";
import { firstInvalidPath } from "./field-messages.ts";
import { focusPath } from "./focus-path.ts";
import { formReducer, initFormState } from "./form-state.ts";
import { usePressHold } from "./press-hold.ts";

export interface SchemaFormOptions {
  model: FormModel;
  /**
   * The values, as content data (`{ title: { de, en }, level: { iv } }`). Controlled: the form
   * takes them over whenever they differ from what it last reported, so pass back what
   * `onChange` gives (or the same object); a fresh object holding old data resets the input.
   */
  values: ContentData;
  /** The UI language: labels and messages. */
  lang: Lang;
  /** Called with the whole data once the input delay has passed after a change (at once on blur and submit). */
  onChange?: (values: ContentData) => void;
  /** Called on submit when every rule passes and no control reports a problem. */
  onSubmit?: (values: ContentData) => void;
  /** Called on submit when something is invalid, after focus moved to the first invalid field. */
  onInvalid?: (validation: FormValidation) => void;
  /** Messages from the server by path (a JSON error's `details`); shown on their fields until changed. */
  serverErrors?: ErrorDetails;
  /** "Now" for date rules, in ms since the epoch (tests); the current time by default. */
  now?: number;
}

/**
 * The state and handlers behind `SchemaForm`: values shown at once and committed (validated and
 * reported through `onChange`) `INPUT_DELAY_MS` after the last change, or at once on blur and
 * submit; values from outside taken over when they differ from what the form reported; focus
 * moved to the first invalid field after a failed submit and to the first field the server
 * complains about. A change still waiting when the form unmounts is reported, so none is lost.
 */
export function useSchemaForm(options: SchemaFormOptions) {
  const { model, values, lang, serverErrors, now } = options;
  const [state, dispatch] = useReducer(formReducer, values, initFormState);
  const formRef = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const reported = useRef<ContentData>(values);
  const latest = useRef<ContentData>(values);
  const focusRequest = useRef<string>(undefined);

  const validation = useMemo(() => validateForm(model, state.committed, lang, now === undefined ? {} : { now }), [model, state.committed, lang, now]);

  const report = useEffectEvent((data: ContentData) => {
    reported.current = data;
    options.onChange?.(data);
  });
  useEffect(() => {
    latest.current = state.data;
  }, [state.data]);
  useEffect(() => {
    if (state.committed !== reported.current) report(state.committed);
  }, [state.committed]);
  useEffect(() => {
    if (sameValue(values, reported.current)) return;
    reported.current = values;
    dispatch({ type: "sync", data: values });
  }, [values]);
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      if (latest.current !== reported.current) report(latest.current);
    },
    [],
  );

  const focusServerError = useEffectEvent((details: ErrorDetails) => {
    focusRequest.current = firstInvalidPath(model, details);
  });
  useEffect(() => {
    if (!serverErrors) return;
    dispatch({ type: "serverErrors" });
    focusServerError(serverErrors);
  }, [serverErrors]);
  useEffect(() => {
    const path = focusRequest.current;
    if (path === undefined || !formRef.current) return;
    focusRequest.current = undefined;
    focusPath(formRef.current, path);
  });

  const change = useCallback((name: string, part: Part, value: unknown) => {
    dispatch({ type: "change", name, part, value });
    clearTimeout(timer.current);
    timer.current = setTimeout(() => dispatch({ type: "commit" }), INPUT_DELAY_MS);
  }, []);
  // A blur that a press causes (on the submit button, say) shows its message once the press is over.
  const holdBlur = usePressHold<string>((paths) => {
    for (const path of paths) dispatch({ type: "blur", path });
  });
  const blur = useCallback(
    (path: string) => {
      clearTimeout(timer.current);
      // While a press is on, the data is still reported at once, so a press on a button outside the
      // form (the builder's Save) acts on what was typed; only the field's message waits.
      if (holdBlur(path)) dispatch({ type: "commit" });
      else dispatch({ type: "blur", path });
    },
    [holdBlur],
  );
  const reportError = useCallback((path: string, message: string | undefined) => dispatch({ type: "localError", path, message }), []);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // React passes a submit on through portals: a form in a dialog opened from this one (a
    // component's fields) is no submit of this form.
    if (event.target !== event.currentTarget) return;
    clearTimeout(timer.current);
    dispatch({ type: "submit" });
    const result = validateForm(model, state.data, lang, now === undefined ? {} : { now });
    const local = Object.fromEntries(Object.entries(state.localErrors).map(([path, message]) => [path, [message]]));
    const first = firstInvalidPath(model, { ...result.errors, ...local });
    if (first === undefined) return options.onSubmit?.(state.data);
    focusRequest.current = first;
    options.onInvalid?.(result);
  };

  return { state, validation, formRef, change, blur, reportError, submit };
}
