import { DEFAULT_LANG, type Lang } from "../i18n/locales.ts";
import { t, type UiKey, type UiParams } from "../i18n/t.ts";
import { $editor } from "./store.ts";
import { useEditor } from "./use-editor.ts";

/** The builder's language: the page's (German on `/…`, English on `/en/…`). */
export function builderLang(): Lang {
  return $editor.get().session?.lang ?? DEFAULT_LANG;
}

/** UI strings in the builder's language, for components. */
export function useBuilderText(): (key: UiKey, params?: UiParams) => string {
  const lang = useEditor((editor) => editor.session)?.lang ?? DEFAULT_LANG;
  return (key, params) => t(lang, key, params);
}
