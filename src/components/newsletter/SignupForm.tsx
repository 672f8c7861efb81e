import type { Lang } from "../../i18n/locales.ts";
import { t } from "../../i18n/t.ts";
import { HumanCheck } from "../forms/HumanCheck.tsx";

/** Where the signup form is sent (form-encoded; answered with an on-demand result page). */
export const SIGNUP_ACTION = "/api/newsletter/signup";

export interface SignupFormProps {
  lang: Lang;
  /** Makes the fields' ids unique when a page holds several forms (the block's id). */
  idPrefix: string;
  buttonLabel?: string | undefined;
  values?: { email: string; name: string };
  errors?: { email?: string[]; name?: string[] };
  /** A message about the form as a whole (a refusal, a limit, "check and send"). */
  message?: string | undefined;
  /** A fresh form stamp; a prerendered page has none (the server then asks for a second send). */
  stamp?: string | undefined;
}

const inputClass =
  "w-full rounded border border-current/40 bg-white px-3 py-2 text-base text-black aria-invalid:border-red-700 focus-visible:outline-2 focus-visible:outline-offset-2";

/**
 * The newsletter signup form as plain HTML: it works without JavaScript (a POST, answered with a
 * page), so a content page carrying it ships no script. Browser validation is off so every
 * visitor gets the server's messages, in the page's language.
 */
export function SignupForm({ lang, idPrefix, buttonLabel, values, errors = {}, message, stamp }: SignupFormProps) {
  const id = (name: string) => `${idPrefix}-${name}`;
  const field = (name: "email" | "name", type: string, autoComplete: string) => {
    const messages = errors[name] ?? [];
    return (
      <div className="flex flex-col gap-1">
        <label htmlFor={id(name)} className="font-semibold">
          {t(lang, name === "email" ? "newsletterSignup.email" : "newsletterSignup.name")}
        </label>
        <input
          id={id(name)}
          name={name}
          type={type}
          autoComplete={autoComplete}
          defaultValue={values?.[name] ?? ""}
          required={name === "email"}
          maxLength={name === "email" ? 254 : 120}
          aria-invalid={messages.length > 0 || undefined}
          aria-describedby={messages.length > 0 ? id(`${name}-error`) : undefined}
          className={inputClass}
        />
        {messages.length > 0 && (
          <p id={id(`${name}-error`)} className="text-sm font-semibold text-red-700">
            {messages.join(" ")}
          </p>
        )}
      </div>
    );
  };
  return (
    <form method="post" action={SIGNUP_ACTION} noValidate className="relative flex w-full max-w-md flex-col gap-3 text-start">
      {message && (
        <p role="alert" className="rounded border border-current/40 px-3 py-2 font-semibold">
          {message}
        </p>
      )}
      {field("email", "email", "email")}
      {field("name", "text", "name")}
      <input type="hidden" name="lang" value={lang} />
      <HumanCheck lang={lang} stamp={stamp} />
      <button type="submit" className="self-start rounded bg-main px-4 py-2 font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2">
        {buttonLabel || t(lang, "newsletterSignup.submit")}
      </button>
    </form>
  );
}
