import * as v from "valibot";
import { MAX_EMAIL_LENGTH } from "../../lib/recipients/email.ts";
import { say } from "../messages/format.ts";
import { noArgs } from "./args.ts";
import { defineRule } from "./rule.ts";

/**
 * An e-mail address as people type them: valibot's RFC 5322 check of the characters, at most
 * `MAX_EMAIL_LENGTH` (254) of them (RFC 5321), no dot at either end of the local part or two in a
 * row, and a domain with a top-level part of letters or in its international ASCII form (`xn--…`).
 * No quoted local parts, no IP domains. (Valibot's stricter `email` refuses the `--` of
 * international domains.)
 */
const EMAIL = v.pipe(
  v.string(),
  v.maxLength(MAX_EMAIL_LENGTH),
  v.rfcEmail(),
  v.regex(/^(?!\.)(?!.*\.\.)[^@]*[^.@]@/),
  v.regex(/\.(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/i),
);

/** A host name may hold these; anything else (`/`, `:`, `?`…) would let the URL parser read a different host. */
const DOMAIN = /^[^\s/\\:?#@[\]%]+$/u;

/**
 * An address with an international domain (`anna@müller.de`) in its ASCII form (`anna@xn--mller-kva.de`),
 * as mail servers and valibot read it; `undefined` when the domain cannot be one.
 */
function asciiAddress(address: string): string | undefined {
  const at = address.lastIndexOf("@");
  const domain = address.slice(at + 1);
  if (at < 1 || !DOMAIN.test(domain)) return undefined;
  if (!/[^\p{ASCII}]/u.test(domain)) return address;
  try {
    return `${address.slice(0, at)}@${new URL(`http://${domain}`).hostname}`;
  } catch {
    return undefined;
  }
}

/** A protocol argument: `https`, `https:` or `mailto:` → `https:`. */
const protocolArg = v.pipe(
  v.string(),
  v.regex(/^[a-zA-Z][a-zA-Z0-9+.-]*:?$/, (issue) => `expected a protocol such as https or mailto:, got "${String(issue.input)}"`),
  v.transform((protocol) => `${protocol.replace(/:$/, "").toLowerCase()}:`),
);

const URL_TEXT = v.pipe(v.string(), v.url());

/** Rules on addresses. */
export const formatRules = {
  /** A plausible e-mail address; the field named `email` gets it. */
  email: defineRule({
    args: noArgs,
    test: () => (value) => {
      if (typeof value !== "string") return false;
      const ascii = asciiAddress(value);
      return ascii !== undefined && v.is(EMAIL, ascii);
    },
    message: (_, context) => say(context, "form.rule.email"),
  }),

  /**
   * An absolute URL with one of the argument protocols, by default `http:` and `https:`
   * (`url:https,mailto`). It is not fetched; surrounding spaces are refused.
   */
  url: defineRule({
    args: v.pipe(
      v.array(v.string()),
      v.transform((protocols) => (protocols.length ? protocols : ["http:", "https:"])),
      v.array(protocolArg),
    ),
    test: (protocols) => (value) => typeof value === "string" && value.trim() === value && v.is(URL_TEXT, value) && protocols.includes(new URL(value).protocol),
    message: (_, context) => say(context, "form.rule.url"),
  }),
};
