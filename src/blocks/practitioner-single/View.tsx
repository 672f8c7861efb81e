import { PractitionerDetails } from "../../components/directory/PractitionerDetails.tsx";
import { visiblePractitioners } from "../../lib/directory/practitioners.ts";
import { practitionerPath } from "../../lib/directory/routes.ts";
import { readProps } from "../shared/props.ts";
import type { BlockViewProps } from "../types.ts";
import { PractitionerSingleSchema } from "./schema.ts";

/** One practitioner: the name linking to the profile, and the details (contact optional). */
export default function PractitionerSingleView({ block, ctx }: BlockViewProps) {
  const p = readProps(PractitionerSingleSchema, block.fields, ctx.lang);
  const practitioner = visiblePractitioners(ctx.site).find((x) => x.id === p.practitioner[0]);
  if (!practitioner) {
    if (p.practitioner[0]) ctx.warn(`practitioner ${p.practitioner[0]} is not shown on this site (block ${block.id} on ${ctx.path})`);
    return null;
  }
  return (
    <article className="flex flex-col gap-3 rounded-lg border border-main/20 bg-paper p-4 text-ink">
      <h2 className="text-xl font-semibold">
        <a href={practitionerPath(ctx.lang, practitioner)} className="underline-offset-4 hover:underline">
          {practitioner.name}
        </a>
      </h2>
      <PractitionerDetails p={practitioner} lang={ctx.lang} contact={p.showContact} />
    </article>
  );
}
