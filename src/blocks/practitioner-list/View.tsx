import { PractitionerCard } from "../../components/directory/PractitionerCard.tsx";
import { filterPractitioners } from "../../lib/directory/filters.ts";
import { visiblePractitioners } from "../../lib/directory/practitioners.ts";
import { readProps } from "../shared/props.ts";
import type { BlockViewProps } from "../types.ts";
import { PractitionerListSchema } from "./schema.ts";

/** Cards of the visible practitioners, optionally only one country and/or language, up to `limit`. */
export default function PractitionerListView({ block, ctx }: BlockViewProps) {
  const p = readProps(PractitionerListSchema, block.fields, ctx.lang);
  const list = filterPractitioners(visiblePractitioners(ctx.site), { country: p.country.trim(), language: p.language.trim() }).slice(0, p.limit);
  if (list.length === 0) return null;
  return (
    <section className="flex flex-col gap-4" aria-label={p.title || undefined}>
      {p.title && <h2 className="text-2xl font-bold">{p.title}</h2>}
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {list.map((x) => (
          <li key={x.id}>
            <PractitionerCard p={x} lang={ctx.lang} level={p.title ? 3 : 2} />
          </li>
        ))}
      </ul>
    </section>
  );
}
