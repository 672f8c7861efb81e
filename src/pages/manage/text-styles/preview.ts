import type { APIRoute } from "astro";
import { checkClasses, classesCss } from "../../../lib/design/tailwind.ts";
import { MAX_CLASS_LENGTH } from "../../../lib/theme/classes.ts";

export const prerender = false;

/**
 * `GET /manage/text-styles/preview?classes=…` (editors): the CSS Tailwind makes of a class list on
 * the server, and the classes it refuses (`unknown`, `bad`), for the text-style form's live preview.
 */
export const GET: APIRoute = async ({ url }) => {
  const classes = (url.searchParams.get("classes") ?? "").slice(0, MAX_CLASS_LENGTH * 2);
  const checked = await checkClasses(classes);
  const css = await classesCss(checked.classes);
  return Response.json(
    { css, classes: checked.classes.join(" "), unknown: checked.unknown, bad: checked.bad },
    { headers: { "cache-control": "private, no-store" } },
  );
};
