import { useState } from "react";
import { Button } from "../../../components/ui/Button.tsx";
import { TextField } from "../../../components/ui/TextField.tsx";
import type { UiKey, UiParams } from "../../../i18n/t.ts";
import { linkAddress } from "../../../lib/link-address.ts";

/**
 * The link form under the rich-text toolbar: the address (checked with `linkAddress`; a refused one
 * shows why and is not applied), Apply (also Enter in the address), Remove for an existing link,
 * and Cancel (also Escape). Focus starts in the address field.
 *
 * A group, not a `<form>`: the editor sits inside the fields panel's form, and a form in a form
 * would submit the outer one (reloading the page and ending edit mode).
 */
export function LinkForm(props: {
  text: (key: UiKey, params?: UiParams) => string;
  initial: string;
  hasLink: boolean;
  onApply: (href: string) => void;
  onRemove: () => void;
  onCancel: () => void;
}) {
  const { text } = props;
  const [url, setUrl] = useState(props.initial);
  const [tried, setTried] = useState(false);
  const target = linkAddress(url);
  const apply = () => {
    setTried(true);
    if (target) props.onApply(target);
  };
  return (
    <div role="group" aria-label={text("builder.richText.link")} className="flex flex-wrap items-end gap-2 border-b border-ink/20 bg-neutral p-2">
      <TextField
        // The form opens on a request to add a link: the address is what comes next.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
        onKeyDown={(event) => {
          if (event.key === "Enter") apply();
          else if (event.key === "Escape") props.onCancel();
          else return event.continuePropagation();
          // Neither key may reach a form around the editor (Enter would submit it).
          event.preventDefault();
        }}
        label={text("builder.richText.link.url")}
        description={text("builder.richText.link.hint")}
        value={url}
        onChange={setUrl}
        isInvalid={tried && !target}
        errorMessage={text("builder.richText.link.invalid")}
        className="min-w-48 flex-1"
      />
      <Button onPress={apply}>{text("builder.richText.link.apply")}</Button>
      {props.hasLink ? (
        <Button tone="quiet" onPress={props.onRemove}>
          {text("builder.richText.link.remove")}
        </Button>
      ) : null}
      <Button tone="quiet" onPress={props.onCancel}>
        {text("builder.richText.link.cancel")}
      </Button>
    </div>
  );
}
