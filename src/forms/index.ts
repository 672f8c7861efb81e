/**
 * Schema-generated forms, framework-free: the field model built from
 * content-service schema fields, FormKit's validation rules on valibot with German and English
 * messages, `validateForm` for the browser and the server alike, and the field flags and
 * visibility a UI renders from. See README.md in this folder for rule strings and `rule:` tags.
 */
export { INPUT_DELAY_MS } from "./constants.ts";
export { buildFormModel, type FieldTexts, type FormField, type FormModel, type FormModelOptions, type Texts } from "./model/build-form-model.ts";
export { FormFieldJsonSchema, type FormFieldJson } from "./model/field-json.ts";
export { FIELD_KINDS, fieldKind, type FieldKind } from "./model/field-kind.ts";
export { partsOf, pathOf, readPart, splitPath, writePart, type ContentData, type Part } from "./model/field-paths.ts";
export { compileRule, compileRules } from "./rules/compile-rules.ts";
export { isEmpty } from "./rules/empty.ts";
export { parseInstant } from "../base/instant.ts";
export { RULE_NAMES, isRuleName, type RuleName } from "./rules/registry.ts";
export { RuleError } from "./rules/rule-error.ts";
export type { CompiledRule, MessageContext, RuleContext } from "./rules/rule.ts";
export { firstFailure } from "./rules/run-rules.ts";
export { FLAG_ATTRIBUTES, flagAttributes, type FlagAttribute } from "./state/attributes.ts";
export { blurField, changeField, createFieldState, type FieldState } from "./state/field-state.ts";
export { fieldFlags, type FieldFlags } from "./state/flags.ts";
export { defaultVisibility, shouldShowError, type Visibility } from "./state/visibility.ts";
export { validateForm, type FormValidation, type ValidateOptions } from "./validate/validate-form.ts";
export { MAX_ENTRIES, MAX_TEXT_LENGTH } from "./validate/value-schemas.ts";
