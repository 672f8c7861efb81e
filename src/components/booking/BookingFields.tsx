/** @jsxImportSource preact */
import type { FlagAttribute } from "../../forms/state/attributes.ts";
import { errorClass, fieldClass, labelClass } from "../ui/styles.ts";
import type { BookingField, BookingValues } from "./booking-fields.ts";
import type { BookingTexts } from "./texts.ts";

const INPUT =
  "w-full rounded border border-ink/40 bg-paper px-3 py-2 text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent";

const KINDS: Record<BookingField, { type?: string; autoComplete: string; required?: boolean; rows?: number }> = {
  name: { autoComplete: "name", required: true },
  email: { type: "email", autoComplete: "email", required: true },
  phone: { type: "tel", autoComplete: "tel" },
  message: { autoComplete: "off", rows: 4 },
};

export interface BookingFieldsProps {
  texts: BookingTexts;
  /** Prefix of the inputs' ids (one form per block on a page). */
  idPrefix: string;
  values: BookingValues;
  /** The messages to show now (the form generator's visibility rules decided which). */
  shown: Partial<Record<BookingField, string>>;
  /** Each field's flags as `data-*` attributes (`flagAttributes`), for styling and tests. */
  flags?: Partial<Record<BookingField, Partial<Record<FlagAttribute, "true">>>>;
  /** In the island: the fields are controlled. Without, they are plain form fields with their values. */
  onChange?: (field: BookingField, value: string) => void;
  onBlur?: (field: BookingField) => void;
}

/**
 * The booking form's four fields (name, e-mail, phone, message), each with its label and its
 * message under it, tied with `aria-describedby`. The same markup on the server-rendered booking
 * page (no JavaScript) and in the island; messages follow the form generator's rules.
 */
export function BookingFields({ texts, idPrefix, values, shown, flags = {}, onChange, onBlur }: BookingFieldsProps) {
  return (
    <>
      {(Object.keys(KINDS) as BookingField[]).map((field) => {
        const kind = KINDS[field];
        const id = `${idPrefix}-${field}`;
        const message = shown[field];
        const common = {
          id,
          name: field,
          autoComplete: kind.autoComplete,
          required: kind.required,
          "aria-invalid": message ? true : undefined,
          "aria-describedby": message ? `${id}-error` : undefined,
          className: INPUT,
          ...(onChange
            ? {
                value: values[field],
                onInput: (e: { currentTarget: { value: string } }) => onChange(field, e.currentTarget.value),
                onBlur: () => onBlur?.(field),
              }
            : { defaultValue: values[field] }),
        };
        return (
          <div key={field} className={fieldClass} data-field={field} {...flags[field]}>
            <label htmlFor={id} className={labelClass}>
              {texts[field]}
              {!kind.required && <span className="font-normal text-ink/70"> {texts.optional}</span>}
            </label>
            {kind.rows ? <textarea rows={kind.rows} {...common} /> : <input type={kind.type ?? "text"} {...common} />}
            {message && (
              <p id={`${id}-error`} className={errorClass}>
                {message}
              </p>
            )}
          </div>
        );
      })}
    </>
  );
}
