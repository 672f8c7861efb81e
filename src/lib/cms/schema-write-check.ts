import type { Lang } from "../../i18n/locales.ts";
import { t } from "../../i18n/t.ts";
import { tagProblem } from "../block-admin/dynamic-form.ts";
import { unsupportedField } from "../content/field-support.ts";
import { SCHEMA_TAG } from "../content/tags.ts";
import type { CmsClient } from "./client.ts";
import { isCmsError } from "./cms-error.ts";
import type { WriteIssue } from "./write-refusal.ts";

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value);
const tagsOf = (value: unknown): string[] | undefined => (Array.isArray(value) ? value.filter((tag): tag is string => typeof tag === "string") : undefined);

/** The message of a field refused by the tag rule, naming the field and the tags that would support it. */
function fieldTagMessage(
  lang: Lang,
  field: string,
  fieldType: string,
  tags: readonly string[] | undefined,
  allowedValues?: readonly unknown[],
): string | undefined {
  const problem = unsupportedField({ name: field, properties: { fieldType, tags, allowedValues } });
  if (!problem) return undefined;
  const message = tagProblem(problem, fieldType);
  return t(lang, message.key, message.params);
}

/**
 * The tag rule on schema writes (`api/apps/{app}/schemas[/{name}[/sync]]`): a schema that is or
 * becomes a block type (tagged `block`) may only hold fields the builder can edit. Looks at the
 * fields and tags a create or sync sends, and at the stored schema for what the body leaves out
 * (a properties update that tags a schema `block` is checked against its stored fields). `[]`
 * when the write may pass; the content service is never asked to store a refused block type.
 */
export async function schemaWriteIssues(path: string, read: () => unknown, client: CmsClient, lang: Lang): Promise<WriteIssue[]> {
  const [, , , , name, action] = path.split("/").map(decodeURIComponent);
  if (action !== undefined && action !== "sync") return [];
  const body = read();
  if (!isObject(body)) return [];
  const stored = async () => {
    if (name === undefined) return undefined;
    try {
      return await client.schemas.get(name);
    } catch (error) {
      if (isCmsError(error) && error.status === 404) return undefined;
      throw error;
    }
  };
  const properties = action === undefined && name !== undefined ? body : isObject(body.properties) ? body.properties : undefined;
  let tags = tagsOf(properties?.tags);
  let fields: unknown = action === undefined && name !== undefined ? undefined : body.fields;
  if (tags === undefined || fields === undefined || fields === null) {
    const existing = await stored();
    tags ??= existing?.properties?.tags ?? [];
    if (fields === undefined || fields === null) fields = existing?.fields ?? [];
  }
  if (!tags.includes(SCHEMA_TAG.block) || !Array.isArray(fields)) return [];
  const issues: WriteIssue[] = [];
  fields.forEach((field: unknown, index) => {
    if (!isObject(field) || typeof field.name !== "string" || !isObject(field.properties) || typeof field.properties.fieldType !== "string") return;
    const p = field.properties;
    const message = fieldTagMessage(lang, field.name, p.fieldType as string, tagsOf(p.tags), Array.isArray(p.allowedValues) ? p.allowedValues : undefined);
    if (message) issues.push({ path: `fields[${index + 1}]`, field: field.name, message });
  });
  return issues;
}
