import { defineBlock } from "../define-block.ts";
import { field } from "../fields.ts";
import { introField, titleField } from "../shared/common-fields.ts";
import { EDITOR, VIEW } from "../../lib/content/tags.ts";

/** `block-newsletter-signup`: the newsletter signup form (e-mail, optional name), with double opt-in. */
export const newsletterSignupBlock = defineBlock({
  schemaName: "block-newsletter-signup",
  label: { de: "Newsletter-Anmeldung", en: "Newsletter signup" },
  category: "content",
  fields: {
    title: titleField(),
    intro: introField(),
    /** The send button's text; empty: "Anmelden" / "Sign up". */
    buttonLabel: field.string({
      label: { de: "Button-Beschriftung", en: "Button label" },
      partitioning: "language",
      maxLength: 60,
      tags: [EDITOR.text, VIEW.label],
    }),
  },
  example: {
    title: { de: "Newsletter abonnieren", en: "Subscribe to the newsletter" },
    intro: { de: "<p>Einmal im Monat neue Übungen und Termine.</p>", en: "<p>New exercises and dates once a month.</p>" },
  },
});

/** The props schema of `block-newsletter-signup`: what `readProps` reads its fields with. */
export const NewsletterSignupSchema = newsletterSignupBlock.schema;
