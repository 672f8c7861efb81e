import { useStore } from "@nanostores/react";
import { lazy, Suspense } from "react";
import type { Lang } from "../../i18n/locales.ts";
import { $toastShown } from "./toast-signal.ts";

/** The toast region with its language provider, as one chunk loaded when the first toast comes. */
const Region = lazy(async () => {
  const [{ ToastRegion }, { UiProvider }] = await Promise.all([import("./ToastRegion.tsx"), import("./UiProvider.tsx")]);
  return {
    default: function Region({ lang }: { lang: Lang }) {
      return (
        <UiProvider lang={lang}>
          <ToastRegion />
        </UiProvider>
      );
    },
  };
});

/**
 * Where `toastQueue`'s toasts show, in `lang`, for an island that rarely has one (the builder: a
 * failed save, a refused upload): react-aria's toast region (and the queue) load with the first
 * toast (`$toastShown`, set by `showToast` and `showToastLater`), not with the island, and stay.
 */
export function ToastHost({ lang }: { lang: Lang }) {
  const needed = useStore($toastShown);
  return needed ? (
    <Suspense fallback={null}>
      <Region lang={lang} />
    </Suspense>
  ) : null;
}
