import { useEffect, useState } from "react";

interface Props {
  /** The id of the classes input this preview follows. */
  inputId: string;
  sample: string;
  initial: string;
  /** Its heading and the sentences for refused classes (`{classes}` stands for them), in the admin's language. */
  labels: { title: string; unknown: string; bad: string };
}

interface Preview {
  css: string;
  classes: string;
  unknown: string[];
  bad: string[];
}

/**
 * The live sample of a text-style form: as the classes field changes, the server compiles the
 * classes with Tailwind (`/manage/text-styles/preview`) and the sample takes them, with the
 * classes Tailwind does not know named below it. Without scripts the form works the same; the
 * saved style's sample is on the page.
 */
export default function TextStylePreview({ inputId, sample, initial, labels }: Props) {
  const [classes, setClasses] = useState(initial);
  const [preview, setPreview] = useState<Preview | undefined>();

  useEffect(() => {
    const input = document.getElementById(inputId) as HTMLInputElement | null;
    if (!input) return;
    const changed = () => setClasses(input.value);
    input.addEventListener("input", changed);
    return () => input.removeEventListener("input", changed);
  }, [inputId]);

  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const response = await fetch(`/manage/text-styles/preview?classes=${encodeURIComponent(classes)}`, { signal: controller.signal });
        if (response.ok) setPreview((await response.json()) as Preview);
      } catch {
        // A preview that cannot be fetched leaves the last one; saving checks the classes anyway.
      }
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [classes]);

  const refused = [
    ...(preview?.bad.length ? [labels.bad.replace("{classes}", preview.bad.join(" "))] : []),
    ...(preview?.unknown.length ? [labels.unknown.replace("{classes}", preview.unknown.join(" "))] : []),
  ];
  return (
    <div className="flex flex-col gap-1">
      <p className="text-sm font-medium">{labels.title}</p>
      {preview?.css ? <style dangerouslySetInnerHTML={{ __html: preview.css }} /> : null}
      <div className="overflow-hidden rounded bg-paper p-3 ring-1 ring-ink/15">
        <p className={preview?.classes ?? ""}>{sample}</p>
      </div>
      <p className="text-sm font-semibold text-red-700" aria-live="polite">
        {refused.join(" ")}
      </p>
    </div>
  );
}
