import { lazy, Suspense, useState } from "react";
import { FieldControl, type FieldRenderProps } from "../../../components/forms/index.ts";
import { Button } from "../../../components/ui/Button.tsx";
import { t } from "../../../i18n/t.ts";
import { useEditor } from "../../use-editor.ts";
import { linkDialog } from "./LinkDialog.tsx";
import { linkAddress } from "../../../lib/link-address.ts";

// The picker dialog loads on first use, so it is not part of the fields panel's first load.
const LinkDialog = lazy(() => import("../picker/PickerDialog.tsx").then(({ PickerDialog }) => ({ default: linkDialog(PickerDialog) })));

/**
 * The editor of a link field: the address as typed, completed on leaving it as `linkAddress` does
 * (a bare domain becomes `https://…`, so the editor sees what is saved; anything the site would not
 * link — `http:`, `javascript:` — is reported with what to type instead), and "Linkziel auswählen …",
 * which picks one of the site's pages, practitioners or weekly challenges and fills in its path in
 * this field's language.
 */
export function LinkField(props: FieldRenderProps) {
  const { lang, value, onChange, onBlur, reportError } = props;
  const app = useEditor((editor) => editor.session)?.app;
  const [open, setOpen] = useState(false);
  const contentLang = props.part === "en" ? "en" : "de";
  const check = () => {
    const typed = typeof value === "string" ? value.trim() : "";
    const target = typed ? linkAddress(typed) : "";
    if (target === undefined) reportError(t(lang, "builder.links.invalid"));
    else {
      reportError(undefined);
      if (target !== value) onChange(target);
    }
    onBlur();
  };
  return (
    <div className="flex flex-col gap-2" data-link-field={props.path}>
      <FieldControl {...props} onBlur={check} />
      <div>
        <Button tone="quiet" onPress={() => setOpen(true)} isDisabled={!app}>
          {t(lang, "builder.links.choose")}
        </Button>
      </div>
      {open && app ? (
        <Suspense fallback={null}>
          <LinkDialog
            app={app}
            lang={lang}
            contentLang={contentLang}
            title={props.labelText}
            onPick={(path) => {
              reportError(undefined);
              onChange(path);
            }}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
