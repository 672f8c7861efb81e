import { RuleError } from "./rule-error.ts";

/** One rule of a rule string: its name and its arguments as written. */
export interface RuleCall {
  name: string;
  args: string[];
}

/** In `matches`, an argument written `/…/flags` is a regular expression and may contain `|`, `,` and `:`. */
const REGEX_RULE = "matches";

/** The end of a `/…/flags` literal starting at `start` (the index after its flags), or -1 when it is not closed. */
function regexEnd(source: string, start: number): number {
  let inClass = false;
  for (let index = start + 1; index < source.length; index++) {
    const char = source[index];
    if (char === "\\") index++;
    else if (char === "[") inClass = true;
    else if (char === "]") inClass = false;
    else if (char === "/" && !inClass) {
      let end = index + 1;
      while (end < source.length && /[a-z]/.test(source.charAt(end))) end++;
      return end;
    }
  }
  return -1;
}

/**
 * Splits a FormKit-style rule string: rules separated by `|`, a rule's arguments after `:`,
 * separated by `,`; names and arguments are trimmed (`required|length:5,10|matches:/^[a-z]+$/`).
 * An empty string has no rules. Throws a `RuleError` for an empty rule or argument and for an
 * unclosed regular expression; names and argument values are checked when the rules are compiled.
 */
export function parseRuleString(source: string, field: string): RuleCall[] {
  if (source.trim() === "") return [];
  const calls: RuleCall[] = [];
  let index = 0;
  for (;;) {
    const nameEnd = source.slice(index).search(/[:|]/);
    const stop = nameEnd === -1 ? source.length : index + nameEnd;
    const name = source.slice(index, stop).trim();
    if (name === "") throw new RuleError(field, source, `empty rule at position ${index + 1}`);
    const args: string[] = [];
    index = stop;
    if (source[index] === ":") {
      index++;
      for (;;) {
        const start = index;
        while (source[index] === " ") index++;
        let arg: string;
        if (name === REGEX_RULE && source[index] === "/") {
          const end = regexEnd(source, index);
          if (end === -1) throw new RuleError(field, source, `regular expression ${source.slice(index)} is not closed with /`);
          arg = source.slice(index, end);
          index = end;
          while (source[index] === " ") index++;
          if (index < source.length && source[index] !== "," && source[index] !== "|")
            throw new RuleError(field, source, `unexpected "${source[index]}" after the regular expression ${arg}`);
        } else {
          while (index < source.length && source[index] !== "," && source[index] !== "|") index++;
          arg = source.slice(start, index).trim();
        }
        if (arg === "") throw new RuleError(field, source, `empty argument of rule "${name}"`);
        args.push(arg);
        if (source[index] !== ",") break;
        index++;
      }
    }
    calls.push({ name, args });
    if (index >= source.length) return calls;
    index++; // the `|` before the next rule
  }
}
