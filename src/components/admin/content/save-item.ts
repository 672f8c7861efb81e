import * as v from "valibot";
import { buildFormModel, validateForm, type FormModel } from "../../../forms/index.ts";
import { LOCALES, type Lang } from "../../../i18n/locales.ts";
import { isCmsError } from "../../../lib/cms/cms-error.ts";
import type { SchemaDto } from "../../../lib/cms/responses.ts";
import { HttpError } from "../../../lib/errors/http-error.ts";
import { recordEdit } from "../../../lib/page-admin/edits.ts";
import { fieldTexts } from "../content-texts.ts";
import { upstream, type ContentAdminDeps } from "../../../lib/content-admin/schemas.ts";

/** The body of a save: the form's content data and, for an existing item, the version it was shown at. */
export const SaveItemBody = v.strictObject({
  data: v.record(v.string(), v.record(v.string(), v.unknown())),
  version: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
});
export type SaveItemInput = v.InferOutput<typeof SaveItemBody>;

/** The form model of a schema: every field the form generator supports, labelled in every admin language (`fieldTexts`). */
export function schemaModel(schema: Pick<SchemaDto, "name" | "fields">): FormModel {
  return buildFormModel(schema.fields ?? [], { texts: fieldTexts(schema.name, schema.fields ?? []) });
}

/** Squidex's `"path: message"` detail lines as messages by path (`""` for a line without one). */
export function detailsOf(lines: readonly string[]): Record<string, string[]> {
  const details: Record<string, string[]> = {};
  for (const line of lines) {
    const match = /^([\w-]+(?:\.[\w-]+)*): (.+)$/.exec(line);
    const [path, message] = match ? [match[1]!, match[2]!] : ["", line];
    (details[path] ??= []).push(message);
  }
  return details;
}

/** A content-service refusal of the data (400) as the catalog's ContentInvalid with its details, a version conflict (412) as EditConflict; anything else as `upstream` says. */
function refusal(error: unknown): never {
  if (isCmsError(error) && error.status === 412) throw new HttpError("EditConflict");
  if (isCmsError(error) && error.status === 400) {
    throw new HttpError("ContentInvalid", { details: error.details.length ? detailsOf(error.details) : {} });
  }
  return upstream(error);
}

/**
 * Creates (no `id`) or updates item `id` of `schema` with the form's data, after checking it with
 * the same rules the form runs (`validateForm`, messages in `lang`): problems are a ContentInvalid
 * (400) with messages by field path and nothing is written. Only the schema's form fields are
 * taken from the data; an update keeps the values of fields the form does not show (hidden ones).
 * An update needs the version the form showed (EditConflict, 409, when the item changed since).
 * A new item starts as a draft. Returns the item's id and new version.
 */
export async function saveItem(
  deps: ContentAdminDeps,
  schema: SchemaDto,
  id: string | undefined,
  input: SaveItemInput,
  lang: Lang,
): Promise<{ id: string; version: number }> {
  const model = schemaModel(schema);
  const errors = validateForm(model, input.data, lang).errors;
  if (Object.keys(errors).length > 0) throw new HttpError("ContentInvalid", { details: errors });
  const data: Record<string, Record<string, unknown>> = {};
  for (const field of model.fields) if (Object.hasOwn(input.data, field.name)) data[field.name] = input.data[field.name]!;
  if (id === undefined) {
    const created = await deps.cms.contents.create(schema.name, data).catch(refusal);
    recordEdit(deps.db, { contentId: created.id, version: created.version, userId: deps.user.id });
    return { id: created.id, version: created.version };
  }
  if (input.version === undefined) throw new HttpError("BadRequest", { details: { version: ["required when saving an existing item"] } });
  const current = await deps.cms.contents.get(schema.name, id, { unpublished: true }).catch((error: unknown) => {
    if (isCmsError(error) && error.status === 404) throw new HttpError("NotFound");
    return upstream(error);
  });
  if (current.version !== input.version) throw new HttpError("EditConflict");
  const saved = await deps.cms.contents.update(schema.name, id, { ...current.data, ...data }, { ifMatch: input.version }).catch(refusal);
  if (saved.version !== current.version) recordEdit(deps.db, { contentId: id, version: saved.version, userId: deps.user.id });
  return { id, version: saved.version };
}

/**
 * The data a new item's form starts with: each field's default value (`properties.defaultValue`)
 * in every partition, as the content service would fill it in on create.
 */
export function schemaDefaults(schema: Pick<SchemaDto, "fields">): Record<string, Record<string, unknown>> {
  const data: Record<string, Record<string, unknown>> = {};
  for (const field of schema.fields ?? []) {
    const value = (field.properties as { defaultValue?: unknown }).defaultValue;
    if (value === undefined || value === null) continue;
    data[field.name] = field.partitioning === "language" ? Object.fromEntries(LOCALES.map((lang) => [lang, value])) : { iv: value };
  }
  return data;
}
