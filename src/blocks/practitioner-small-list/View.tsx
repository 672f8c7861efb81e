import { placeLabel } from "../../lib/directory/filters.ts";
import { visiblePractitioners } from "../../lib/directory/practitioners.ts";
import { practitionerPath } from "../../lib/directory/routes.ts";
import { readProps } from "../shared/props.ts";
import type { BlockViewProps } from "../types.ts";
import { PractitionerSmallListSchema } from "./schema.ts";

/** The most recently changed visible practitioners as a compact list of name and place, plus a link. */
export default function PractitionerSmallListView({ block, ctx }: BlockViewProps) {
  const p = readProps(PractitionerSmallListSchema, block.fields, ctx.lang);
  const list = [...visiblePractitioners(ctx.site)].sort((a, b) => (b.entity.lastModified ?? "").localeCompare(a.entity.lastModified ?? "")).slice(0, p.limit);
  if (list.length === 0) return null;
  return (
    <section className="flex flex-col gap-3" aria-label={p.title || undefined}>
      {p.title && <h2 className="text-xl font-bold text-[color:var(--surface-heading,var(--color-main))]">{p.title}</h2>}
      <ul className="flex flex-col divide-y divide-main/10">
        {list.map((x) => (
          <li key={x.id} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 py-2">
            <a href={practitionerPath(ctx.lang, x)} className="font-semibold underline underline-offset-4">
              {x.name}
            </a>
            <span className="text-sm opacity-80">{placeLabel(x, ctx.lang)}</span>
          </li>
        ))}
      </ul>
      {p.href && p.linkLabel && (
        <p>
          <a href={p.href} className="underline">
            {p.linkLabel}
          </a>
        </p>
      )}
    </section>
  );
}
