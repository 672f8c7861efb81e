import { SignupForm } from "../../components/newsletter/SignupForm.tsx";
import { readProps } from "../shared/props.ts";
import type { BlockViewProps } from "../types.ts";
import { NewsletterSignupSchema } from "./schema.ts";

/** Title, introduction and the signup form (plain HTML, no script: see SignupForm). */
export default function NewsletterSignupView({ block, ctx }: BlockViewProps) {
  const p = readProps(NewsletterSignupSchema, block.fields, ctx.lang);
  return (
    <section className="flex flex-col items-start gap-3" aria-label={p.title || undefined}>
      {p.title && <h2 className="text-2xl font-bold">{p.title}</h2>}
      {p.intro && <div className="rich-text" dangerouslySetInnerHTML={{ __html: p.intro }} />}
      <SignupForm lang={ctx.lang} idPrefix={`newsletter-${block.id}`} buttonLabel={p.buttonLabel} />
    </section>
  );
}
