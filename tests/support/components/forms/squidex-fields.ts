import { buildFormModel, type FieldTexts, type FormModel } from "../../../../src/forms/index.ts";

/** A Squidex field as the schema API returns it, for tests. */
export function squidexField(name: string, fieldType: string, properties: Record<string, unknown> = {}, partitioning = "invariant") {
  return { name, partitioning, properties: { fieldType, ...properties } };
}

/** A form model from Squidex fields, labels in English from `texts`. */
export function modelOf(fields: unknown[], texts: FieldTexts = {}): FormModel {
  return buildFormModel(fields, { texts });
}
