import { t } from "../../../i18n/t.ts";
import { PickerDialog, type PickerBinding } from "../picker/PickerDialog.tsx";
import { ICON_PAGE_SIZE, listIcons } from "./icon-api.ts";
import { IconPreview } from "./IconPreview.tsx";

export interface IconDialogProps extends PickerBinding {
  app: string;
  /** The field's label, named in the dialog's title. */
  title: string;
}

/** The icon picker (lazy-loaded): the picker dialog over the site's icons, a grid of them by name, searched by name. */
export default function IconDialog({ app, title, ...binding }: IconDialogProps) {
  return (
    <PickerDialog
      {...binding}
      kind="icons"
      title={t(binding.lang, "builder.icons.dialogTitle", { field: title })}
      width="max-w-3xl"
      layout="grid"
      tiles="small"
      load={(search, page, signal) => listIcons(app, search, page, signal)}
      loadKey={app}
      pageSize={ICON_PAGE_SIZE}
      nameOf={(icon) => icon.name}
      picture={(icon) => <IconPreview name={icon.name} className="aspect-square w-full p-1" />}
    />
  );
}
