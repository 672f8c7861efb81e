import * as v from "valibot";

/** A language code such as `de` or `en`. */
export const Language = v.pipe(v.string(), v.regex(/^[a-z]{2,3}(-[A-Za-z]{2,4})?$/, "must be a language code such as de or en"));
/** Whether the server cache may answer; default true. */
const Cache = v.optional(v.boolean(), true);
/** A content-service path; checked against the allow-list by the handler. */
const Url = v.pipe(v.string(), v.minLength(1), v.maxLength(4096));

/** `POST /api/rest`. */
export const RestBody = v.object({ url: Url, language: Language, cache: Cache, unpublished: v.optional(v.boolean(), false) });
/** `POST /api/graphql`. */
export const GraphqlBody = v.object({
  graphquery: v.pipe(v.string(), v.minLength(1), v.maxLength(20_000)),
  key: v.optional(v.pipe(v.string(), v.maxLength(200)), ""),
  language: Language,
  cache: Cache,
});
/** `POST /api/getcontentitem`. */
export const ContentItemBody = v.object({
  url: Url,
  id: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,100}$/, "must be a content id")),
  language: Language,
  cache: Cache,
});
/** `POST /api/getassets`. */
export const AssetsBody = v.object({ language: v.optional(Language, "de"), cache: Cache });
/** `POST /api/schemas` (no fields are needed). */
export const SchemasBody = v.object({ language: v.optional(Language, "de"), cache: Cache });
/** `POST /api/getThirdPartyScripts`. */
export const ThirdPartyBody = v.object({ url: Url, language: Language, cache: Cache });
/** `POST /api/_auth/login`, JSON or form. */
export const LoginBody = v.object({
  email: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(320)),
  password: v.pipe(v.string(), v.minLength(1), v.maxLength(1024)),
  returnTo: v.optional(v.pipe(v.string(), v.maxLength(2048))),
});
