import { localePath, type Lang } from "../../i18n/locales.ts";
import { t } from "../../i18n/t.ts";

/**
 * What an error screen says: status, heading, message, description and a way home, in `lang`.
 * The 404/500 pages (layouts/Error.astro) and the middleware's error screen both render this one.
 */
export function ErrorMessage({
  status,
  title,
  message,
  description,
  lang,
}: {
  status?: number;
  title: string;
  message: string;
  description?: string;
  lang: Lang;
}) {
  return (
    <div className="flex max-w-2xl flex-col gap-4 py-6">
      {status !== undefined && <p className="text-sm font-semibold uppercase tracking-widest text-main">{t(lang, "error.status", { status })}</p>}
      <h1 className="text-4xl font-bold tracking-tight text-main">{title}</h1>
      <p className="text-lg">{message}</p>
      {description && <p className="error-description">{description}</p>}
      <p>
        <a href={localePath(lang, "/")} className="font-semibold text-main underline underline-offset-4">
          {t(lang, "error.backHome")}
        </a>
      </p>
    </div>
  );
}
