import * as v from "valibot";
import { isLang, type Lang } from "../../i18n/locales.ts";
import { isCmsError, type CmsClient } from "../cms/index.ts";
import { HttpError } from "../errors/http-error.ts";
import { recipientQuery } from "./recipient-query.ts";

const iv = <S extends v.GenericSchema>(schema: S) => v.object({ iv: schema });
const optionalIv = <S extends v.GenericSchema>(schema: S) => v.optional(v.object({ iv: v.nullish(schema) }));
const perLang = v.record(v.string(), v.nullish(v.string()));

/** A recipient's personal present (`present` Json field). */
const PresentSchema = v.object({
  title: v.pipe(v.string(), v.minLength(1)),
  message: v.string(),
  code: v.optional(v.string()),
});
export type Present = v.InferOutput<typeof PresentSchema>;

/** A `recipients` item's data as the content service returns it (unflattened). */
const RecipientDataSchema = v.object({
  email: iv(v.string()),
  name: iv(v.string()),
  language: optionalIv(v.string()),
  subscribed: optionalIv(v.boolean()),
  subscribedAt: optionalIv(v.string()),
  present: optionalIv(PresentSchema),
});

/** A `newsletters` item's data (title, intro and body per language). */
const NewsletterDataSchema = v.object({
  number: optionalIv(v.number()),
  issueDate: iv(v.string()),
  title: perLang,
  intro: v.optional(perLang),
  body: v.optional(perLang),
});

export interface Recipient {
  /** The content item's id (the newsletter signup writes the subscription to it). */
  id: string;
  email: string;
  name: string;
  language: Lang | undefined;
  subscribed: boolean;
  subscribedAt: string | undefined;
  present: Present | undefined;
}

export interface NewsletterIssue {
  id: string;
  number: number | undefined;
  issueDate: string;
  title: Partial<Record<string, string | null | undefined>>;
  intro: Partial<Record<string, string | null | undefined>>;
  /** Unsanitised rich text per language: sanitise before rendering. */
  body: Partial<Record<string, string | null | undefined>>;
}

/** Runs a content-service call: a failure becomes the catalog's 502; anything else propagates. */
export async function upstream<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (isCmsError(error)) {
      console.error(`Error fetching ${what}: ${error.message}`);
      throw new HttpError("UpstreamError");
    }
    throw error;
  }
}

/**
 * The recipient with exactly this (lower-cased) address, or undefined. The lookup is a
 * parameterised OData filter; the result is checked again here, so a lenient service filter can
 * never hand out another recipient.
 */
export async function findRecipient(client: CmsClient, email: string): Promise<Recipient | undefined> {
  const list = await upstream("recipients", () => client.contents.list("recipients", recipientQuery(email)));
  for (const item of list.items) {
    const parsed = v.safeParse(RecipientDataSchema, item.data);
    if (!parsed.success) {
      console.error(`recipients item ${item.id} is malformed; ignored`);
      continue;
    }
    const d = parsed.output;
    if (d.email.iv.toLowerCase() !== email) continue;
    const language = d.language?.iv;
    return {
      id: item.id,
      email,
      name: d.name.iv,
      language: isLang(language) ? language : undefined,
      subscribed: d.subscribed?.iv === true,
      subscribedAt: d.subscribedAt?.iv ?? undefined,
      present: d.present?.iv ?? undefined,
    };
  }
  return undefined;
}

/** The current newsletter issue: the published one with the latest issue date, if any. */
export async function currentNewsletter(client: CmsClient): Promise<NewsletterIssue | undefined> {
  const list = await upstream("newsletters", () => client.contents.list("newsletters", "$orderby=data/issueDate/iv desc&$top=5"));
  for (const item of list.items) {
    const parsed = v.safeParse(NewsletterDataSchema, item.data);
    if (!parsed.success) {
      console.error(`newsletters item ${item.id} is malformed; ignored`);
      continue;
    }
    const d = parsed.output;
    return { id: item.id, number: d.number?.iv ?? undefined, issueDate: d.issueDate.iv, title: d.title, intro: d.intro ?? {}, body: d.body ?? {} };
  }
  return undefined;
}
