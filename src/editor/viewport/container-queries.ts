/**
 * A faithful viewport preview without an iframe. Block CSS reacts to the window (`@media (width >=
 * 48rem)` from Tailwind's `md:`), which a narrower canvas does not change. While a preview width is
 * chosen, every width-only media rule of the page's same-origin style sheets is replaced, in place
 * (same layer, same order), by a container rule with the same condition: the root element is a
 * size container (so the toolbar, header and footer still follow the window, as before) and the
 * canvas's frame is one too (so the blocks follow the preview width). A rule for the root itself
 * cannot query its own size, so rules for `:root` at breakpoints (`--site-gutter`) are given to the
 * body and the canvas instead, and the canvas starts from the root's custom properties. Undone
 * when the preview ends.
 */

/** The canvas element the blocks are rendered in; it holds the custom properties `:root` holds. */
const CANVAS_SELECTOR = "[data-canvas]";

const FEATURE = [
  /^\(\s*(min-|max-)?width\s*:\s*[^()]+\)$/i,
  /^\(\s*width\s*(<=|>=|<|>)\s*[^()]+\)$/i,
  /^\(\s*[^()]+?\s*(<=|>=|<|>)\s*width\s*(<=|>=|<|>)\s*[^()]+\)$/i,
];

/**
 * The container condition for a media condition that tests only the width (`(min-width: 40rem)`,
 * `screen and (width >= 48rem)`, `(width >= 40rem) and (width < 64rem)`), or undefined for any
 * other (hover, reduced motion, print, `or`, `not`).
 */
export function widthCondition(mediaText: string): string | undefined {
  const text = mediaText
    .trim()
    .replace(/^only\s+/i, "")
    .replace(/^(all|screen)\s+and\s+/i, "");
  if (!text || /,|\bor\b|\bnot\b/i.test(text)) return undefined;
  const parts = text.split(/\s+and\s+/i);
  return parts.every((part) => FEATURE.some((feature) => feature.test(part.trim()))) ? parts.map((part) => part.trim()).join(" and ") : undefined;
}

/** A selector of a rule moved into a container rule: the root's (`:root`, `html`) also selects the body and the canvas. */
export function containerSelector(selector: string): string {
  return selector
    .split(",")
    .map((part) => part.trim())
    .flatMap((part) => (part === ":root" || part === "html" ? ["body", CANVAS_SELECTOR] : [part]))
    .join(", ");
}

/** The custom property declarations of a declaration block, as CSS text (`--a: 1; --b: 2;`), or `""`. */
function customProperties(style: CSSStyleDeclaration): string {
  const out: string[] = [];
  for (let i = 0; i < style.length; i++) {
    const name = style.item(i);
    if (name.startsWith("--")) out.push(`${name}: ${style.getPropertyValue(name)};`);
  }
  return out.join(" ");
}

interface RuleParent {
  readonly cssRules: CSSRuleList;
  insertRule(rule: string, index?: number): number;
  deleteRule(index: number): void;
}

const isParent = (rule: unknown): rule is RuleParent =>
  typeof rule === "object" && rule !== null && "cssRules" in rule && typeof (rule as RuleParent).insertRule === "function";
const isStyleRule = (rule: CSSRule): rule is CSSStyleRule => "selectorText" in rule && "style" in rule;
const isMediaRule = (rule: CSSRule): rule is CSSMediaRule => "media" in rule && "conditionText" in rule;
const isRoot = (rule: CSSRule) => isStyleRule(rule) && (rule.selectorText === ":root" || rule.selectorText === "html");

/** The text of `rule` inside a container rule. */
function innerText(rule: CSSRule): string {
  return isStyleRule(rule) && isRoot(rule) ? `${containerSelector(rule.selectorText)} { ${rule.style.cssText} }` : rule.cssText;
}

/** One change to a style sheet, undone by `undo`. */
type Undo = () => void;

function rewrite(parent: RuleParent, undo: Undo[]): void {
  for (let index = 0; index < parent.cssRules.length; index++) {
    const rule = parent.cssRules[index]!;
    const condition = isMediaRule(rule) ? widthCondition(rule.media.mediaText) : undefined;
    if (condition !== undefined) {
      const original = rule.cssText;
      const text = `@container ${condition} { ${[...(rule as CSSMediaRule).cssRules].map(innerText).join(" ")} }`;
      try {
        parent.insertRule(text, index);
      } catch {
        continue;
      }
      parent.deleteRule(index + 1);
      const at = index;
      undo.push(() => {
        parent.deleteRule(at);
        parent.insertRule(original, at);
      });
    } else if (isRoot(rule)) {
      const properties = customProperties((rule as CSSStyleRule).style);
      if (!properties) continue;
      parent.insertRule(`${CANVAS_SELECTOR} { ${properties} }`, index + 1);
      const at = index + 1;
      undo.push(() => parent.deleteRule(at));
      index++;
    } else if (isParent(rule)) {
      rewrite(rule, undo);
    }
  }
}

/**
 * Moves the width media rules of `document`'s style sheets into container rules and makes the
 * root element a size container; answers the function that puts everything back. Sheets that
 * cannot be read (another origin) are left as they are.
 */
export function mediaToContainers(document: Document): () => void {
  const undo: Undo[] = [];
  for (const sheet of [...document.styleSheets]) {
    try {
      rewrite(sheet, undo);
    } catch {
      // A cross-origin sheet hides its rules; it keeps its media queries.
    }
  }
  const root = document.documentElement.style;
  const containerType = root.getPropertyValue("container-type");
  root.setProperty("container-type", "inline-size");
  return () => {
    for (const step of undo.reverse()) {
      try {
        step();
      } catch {
        // The sheet was replaced meanwhile (a style update in development); nothing to put back.
      }
    }
    if (containerType) root.setProperty("container-type", containerType);
    else root.removeProperty("container-type");
  };
}
