/**
 * A rule that cannot be built: an unknown name, wrong arguments, a malformed rule string or a
 * field it refers to that the form lacks. Thrown while a form model is built, never while a
 * value is validated.
 */
export class RuleError extends Error {
  /** The field the rule was declared on. */
  readonly field: string;
  /** The rule string or rule name at fault. */
  readonly source: string;
  constructor(field: string, source: string, problem: string) {
    super(`Field "${field}", rule "${source}": ${problem}`);
    this.name = "RuleError";
    this.field = field;
    this.source = source;
  }
}
