import type { APIContext } from "astro";
import * as v from "valibot";
import { DEFAULT_LANG, isLang, localePath } from "../../i18n/locales.ts";
import { acceptInvite, INVITE_PATH } from "../auth/invites.ts";
import { PASSWORD_MIN_LENGTH } from "../auth/password.ts";
import { HttpError } from "../errors/http-error.ts";
import { isForm, readText } from "../http/body.ts";
import { guarded } from "./endpoint.ts";

/** The fields of the invitation form and what can be wrong with each (UI strings `invite.error.<problem>`). */
export const INVITE_FIELDS = ["name", "password", "confirm"] as const;
export type InviteField = (typeof INVITE_FIELDS)[number];
const PROBLEMS = ["required", "long", "short", "mismatch"] as const;
export type InviteProblem = (typeof PROBLEMS)[number];

/** The longest name an invitee can give. */
export const INVITE_NAME_MAX = 100;

/** The invitation form: a name, a password of at least PASSWORD_MIN_LENGTH characters, and the password again. */
export const InviteAcceptBody = v.pipe(
  v.object({
    name: v.pipe(v.string(), v.trim(), v.nonEmpty("required"), v.maxLength(INVITE_NAME_MAX, "long")),
    password: v.pipe(v.string(), v.nonEmpty("required"), v.minLength(PASSWORD_MIN_LENGTH, "short"), v.maxLength(1024, "long")),
    confirm: v.pipe(v.string(), v.nonEmpty("required")),
  }),
  v.forward(
    v.partialCheck([["password"], ["confirm"]], (input) => input.password.normalize("NFC") === input.confirm.normalize("NFC"), "mismatch"),
    ["confirm"],
  ),
);

/** The first known problem per field of a failed parse, from the query of the page it came back to. */
export function inviteProblems(params: URLSearchParams): Partial<Record<InviteField, InviteProblem>> {
  const problems: Partial<Record<InviteField, InviteProblem>> = {};
  for (const field of INVITE_FIELDS) {
    const problem = params.get(field);
    if ((PROBLEMS as readonly string[]).includes(problem ?? "")) problems[field] = problem as InviteProblem;
  }
  return problems;
}

const see = (location: string) => new Response(null, { status: 303, headers: { location, "cache-control": "no-store" } });

/**
 * `POST /api/_auth/invite` (a plain form from the invitation page; same-origin only): the token,
 * a name and a new password twice. Creates the account and uses the link up, then 303 to the
 * login page of the form's language with `?welcome=1`. With problems in the fields, 303 back to
 * the invitation page with them (`?password=short`) and the typed name; an unknown, used or
 * expired link goes back to the page, which says so. Nothing is written unless it all succeeds.
 */
export function acceptInviteRoute(context: APIContext): Promise<Response> {
  const { request, locals } = context;
  return guarded(context, async () => {
    if (!isForm(request)) throw new HttpError("UnsupportedMediaType");
    const fields = new URLSearchParams(await readText(request, locals.services.config.jsonBodyLimit));
    const token = fields.get("token") ?? "";
    const asked = fields.get("lang");
    const lang = isLang(asked) ? asked : DEFAULT_LANG;
    const page = (extra: Record<string, string> = {}) =>
      `${INVITE_PATH}/${encodeURIComponent(token.replace(/[^A-Za-z0-9_-]/g, "").slice(0, 64))}?${new URLSearchParams({ lang, ...extra })}`;
    const parsed = v.safeParse(InviteAcceptBody, {
      name: fields.get("name") ?? "",
      password: fields.get("password") ?? "",
      confirm: fields.get("confirm") ?? "",
    });
    if (!parsed.success) {
      const problems: Record<string, string> = {};
      for (const issue of parsed.issues) {
        const field = v.getDotPath(issue);
        if (field && !(field in problems)) problems[field] = issue.message;
      }
      return see(page({ ...problems, n: (fields.get("name") ?? "").slice(0, INVITE_NAME_MAX) }));
    }
    const user = await acceptInvite(locals.services.db, token, { name: parsed.output.name, password: parsed.output.password });
    if (!user) return see(page());
    console.log(`invitation accepted: user ${user.id} created`);
    return see(`${localePath(lang, "/login")}?welcome=1&returnTo=${encodeURIComponent("/manage")}`);
  });
}
