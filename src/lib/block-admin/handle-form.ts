import * as v from "valibot";
import type { CmsClient } from "../cms/client.ts";
import { isCmsError } from "../cms/cms-error.ts";
import type { SchemaDto } from "../cms/responses.ts";
import { HttpError } from "../errors/http-error.ts";
import { isForm, readText } from "../http/body.ts";
import { upstream } from "../page-admin/page-store.ts";
import { BlockFormSchema, blockFormValues, checkBlockForm, readBlockForm, type BlockForm, type Problems } from "./dynamic-form.ts";
import { contentUsage, type PageUse } from "./usage.ts";
import { blockSchemas, iconFieldsOf } from "./block-schemas.ts";

/** The largest block form body read (thirty field rows of short inputs). */
const FORM_BODY_LIMIT = 64 * 1024;

export type BlockAction = "create" | "update" | "addField" | "delete";

/** The answer to one post: where to go, or the form to show again with its problems (nothing changed). */
export type BlockOutcome =
  { ok: true; location: string } | { ok: false; status: 400 | 404 | 409; action: BlockAction; form?: BlockForm; problems: Problems; usedBy?: PageUse[] };

export interface BlockAdminDeps {
  cms: CmsClient;
  /** Schema names of the code-backed block types: read-only here. */
  codeNames: ReadonlySet<string>;
  /** Called after a block type was created, changed or deleted: the site data the builder reads holds the block schemas. */
  changed?: () => void;
}

const ActionSchema = v.object({ action: v.picklist(["create", "update", "addField", "delete"]) });

/**
 * One form post to `/manage/blocks` (create) or `/manage/blocks/:name` (update, delete, another
 * field row) for a logged-in editor. A body the forms cannot send is a 400 HttpError; what an
 * editor can fix comes back refused with the typed form and its problems, nothing written. Only
 * admin-defined (dynamic) block types change; a type is deleted only while no page uses it.
 */
export async function handleBlockForm(deps: BlockAdminDeps, request: Request, name: string | undefined): Promise<BlockOutcome> {
  if (!isForm(request)) throw new HttpError("UnsupportedMediaType");
  const body = new URLSearchParams(await readText(request, FORM_BODY_LIMIT));
  const action = v.safeParse(ActionSchema, { action: body.get("action") ?? "" });
  if (!action.success) throw new HttpError("BadRequest", { details: { action: ["Unknown action."] } });
  const form = new FormData();
  for (const [key, value] of body) form.append(key, value);
  const parsed = v.safeParse(BlockFormSchema, readBlockForm(form));
  if (action.output.action !== "delete" && !parsed.success) {
    throw new HttpError("InvalidBody", { details: { "": parsed.issues.map((issue) => `${v.getDotPath(issue) ?? "body"}: ${issue.message}`).slice(0, 5) } });
  }
  const typed = parsed.success ? blockFormValues(parsed.output) : undefined;
  const schemas = await blockSchemas(deps.cms);
  const schemaIds = new Map(schemas.all.map((s) => [s.name, s.id]));
  const stored = name === undefined ? undefined : schemas.all.find((s) => s.name === name);
  const dynamic = stored && !deps.codeNames.has(stored.name) && stored.type === "Component";

  switch (action.output.action) {
    case "addField":
      return { ok: false, status: 400, action: "addField", form: { ...typed!, fields: [...typed!.fields, emptyRow(typed!.fields.length)] }, problems: {} };
    case "create": {
      if (name !== undefined) throw new HttpError("BadRequest");
      const checked = checkBlockForm(typed!, { creating: true, taken: new Set(schemas.all.map((s) => s.name)), schemaIds });
      if ("problems" in checked) return { ok: false, status: 400, action: "create", form: typed!, problems: checked.problems };
      try {
        await deps.cms.schemas.create(checked.dto);
      } catch (error) {
        if (isCmsError(error) && (error.status === 400 || error.status === 409))
          return {
            ok: false,
            status: 409,
            action: "create",
            form: typed!,
            problems: { name: { key: "admin.blocks.error.name.taken", params: { name: typed!.name } } },
          };
        upstream(error);
      }
      deps.changed?.();
      return { ok: true, location: `/manage/blocks/${encodeURIComponent(checked.dto.name)}?done=created` };
    }
    case "update": {
      if (!stored || !dynamic) throw new HttpError("NotFound");
      const checked = checkBlockForm({ ...typed!, name: stored.name }, { creating: false, taken: new Set(), schemaIds });
      if ("problems" in checked) return { ok: false, status: 400, action: "update", form: { ...typed!, name: stored.name }, problems: checked.problems };
      const { fields, properties } = checked.dto;
      try {
        await deps.cms.schemas.sync(stored.name, { fields, properties, isPublished: true, noFieldDeletion: false, noFieldRecreation: false });
      } catch (error) {
        upstream(error);
      }
      deps.changed?.();
      return { ok: true, location: `/manage/blocks/${encodeURIComponent(stored.name)}?done=saved` };
    }
    case "delete": {
      if (!stored || !dynamic) throw new HttpError("NotFound");
      const usage = await contentUsage(deps.cms, iconFieldsOf(schemas.blocks));
      const usedBy = usage.blocks.get(stored.name) ?? [];
      if (usedBy.length)
        return {
          ok: false,
          status: 409,
          action: "delete",
          problems: { delete: { key: "admin.blocks.delete.used", params: { count: usedBy.length } } },
          usedBy,
        };
      try {
        await deps.cms.schemas.delete(stored.name);
      } catch (error) {
        upstream(error);
      }
      deps.changed?.();
      return { ok: true, location: `/manage/blocks?done=deleted&name=${encodeURIComponent(stored.name)}` };
    }
  }
}

/** An empty field row, placed last. */
export function emptyRow(index: number): BlockForm["fields"][number] {
  return {
    name: "",
    type: "String",
    localized: true,
    editor: "",
    view: "",
    hidden: false,
    required: false,
    minLength: "",
    maxLength: "",
    allowedValues: "",
    defaultValue: "",
    order: String(index + 1),
    remove: false,
  };
}

/** The form of a stored dynamic block type, its fields in schema order. */
export function formOf(schema: SchemaDto, label: { de: string; en: string }): BlockForm {
  return {
    name: schema.name,
    label,
    fields: (schema.fields ?? []).map((field, index) => {
      const p = field.properties as Record<string, unknown> & { fieldType: string; tags?: string[] | null };
      const tags = p.tags ?? [];
      const str = (value: unknown) => (value === undefined || value === null ? "" : String(value));
      return {
        name: field.name,
        type: p.fieldType,
        localized: field.partitioning === "language",
        editor: tags.find((tag) => tag.startsWith("editor:")) ?? "",
        view: tags.find((tag) => tag.startsWith("view:")) ?? "",
        hidden: tags.includes("isHidden"),
        required: p.isRequired === true,
        minLength: str(p.minLength),
        maxLength: str(p.maxLength),
        allowedValues: Array.isArray(p.allowedValues) ? p.allowedValues.join(", ") : "",
        defaultValue: str(p.defaultValue),
        order: String(index + 1),
        remove: false,
      };
    }),
  };
}
