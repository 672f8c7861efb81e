import type { Lang } from "../../i18n/locales.ts";
import type { Config } from "../config.ts";
import { HttpError } from "../errors/http-error.ts";
import { acceptedLang } from "../http/accepted-lang.ts";
import { isJson, readBytes } from "../http/body.ts";
import { isSameOriginRequest, siteOrigins } from "../http/origin.ts";
import type { User } from "../auth/users.ts";
import { isPublicImageParam } from "../images/variants.ts";
import { ALLOWED_QUERY_KEYS, CONTENT_ID } from "./allowed-url.ts";
import type { CmsClient } from "./client.ts";
import { isCmsError } from "./cms-error.ts";
import { checkProxyPath, type ProxyTarget } from "./proxy-path.ts";
import { assertNoPrivateProbe, withoutPrivateFields } from "./private-fields.ts";
import { isPublicSchema, privateFields } from "./public-schemas.ts";
import { uploadType } from "./upload-policy.ts";
import { schemaWriteIssues } from "./schema-write-check.ts";
import { writeRefusal, type WriteIssue } from "./write-refusal.ts";

/** Request headers anonymous callers may send through the proxy. */
const ANONYMOUS_HEADERS = ["accept", "x-languages", "x-flatten", "x-fields", "x-nototal", "if-none-match"];
/** Additional request headers editors may send. */
const EDITOR_HEADERS = ["content-type", "if-match", "x-unpublished", "x-resolve-urls"];
/** Response headers passed back to the browser; everything else (set-cookie, location, …) is dropped. */
const RESPONSE_HEADERS = [
  "content-type",
  "content-length",
  "content-disposition",
  "content-language",
  "etag",
  "last-modified",
  "vary",
  "content-security-policy",
];

export interface ProxyInput {
  request: Request;
  url: URL;
  user: User | undefined;
  config: Config;
  client: CmsClient;
  /**
   * Told of every content item an editor's request wrote (create, update, status change) with the
   * version it made, from the answer's `ETag` (and `Location` for a create), e.g. to name the editor
   * in the page list. Never told of reads, deletes or refused writes.
   */
  onWrite?: (write: ContentWrite) => void;
  /**
   * Checks the data of every content create, update, upsert and patch before it is sent on: its
   * problems, with messages in `lang`; any problem refuses the write with a 400 (`writeRefusal`)
   * and nothing reaches the content service. Without it, writes are only checked upstream.
   */
  checkWrite?: (write: WriteData) => Promise<readonly WriteIssue[]>;
}

/** The data a content write sends, parsed, for `checkWrite`. */
export interface WriteData {
  schema: string;
  data: unknown;
  /** A PATCH: only the fields sent change (and only they are checked: required fields it leaves out keep their value). */
  partial: boolean;
  lang: Lang;
}

/** A content item version an editor made through the proxy. */
export interface ContentWrite {
  schema: string;
  id: string;
  version: number;
  user: User;
  /** The write made a draft version of a published item (`POST …/{id}/draft`): a step of the save that writes into it next. */
  step: boolean;
}

/** The content id a create's `Location` header ends with (`…/pages/{id}`), decoded; undefined when it names none. */
function locationId(location: string | null): string | undefined {
  const last = location?.split("?")[0]?.split("/").pop();
  if (!last) return undefined;
  try {
    const id = decodeURIComponent(last);
    return CONTENT_ID.test(id) ? id : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The item and version a successful content write answered with, if its headers tell them: the
 * id from the path (checkProxyPath decoded and checked it) or, for a create, from `Location`.
 */
function writtenVersion(target: ProxyTarget, response: Response): { schema: string; id: string; version: number } | undefined {
  if (target.kind !== "content" || target.schema === "graphql" || !response.ok) return undefined;
  const version = /^\s*(?:W\/)?"?(\d{1,15})"?\s*$/.exec(response.headers.get("etag") ?? "")?.[1];
  const id = target.id ?? locationId(response.headers.get("location"));
  if (version === undefined || id === undefined) return undefined;
  return { schema: target.schema, id, version: Number(version) };
}

const PROXIED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"];

const isRead = (method: string) => method === "GET" || method === "HEAD";

/** Whether the request writes an item's data: a create or upsert (POST; `…/query` is a read), an update or patch. */
function writesData(method: string, target: ProxyTarget): boolean {
  if (target.kind !== "content" || target.schema === "graphql" || target.rest.length > 0) return false;
  if (method === "POST") return target.id !== "query";
  return (method === "PUT" || method === "PATCH") && target.id !== undefined;
}

/** Whether the request publishes an item: `PUT …/{id}/status` to `Published` (a body that says otherwise is left to the content service). */
function publishes(method: string, target: Extract<ProxyTarget, { kind: "content" }>, request: Request, body: Uint8Array): boolean {
  if (method !== "PUT" || target.id === undefined || target.rest.length !== 1 || target.rest[0] !== "status" || !isJson(request)) return false;
  try {
    const sent = JSON.parse(new TextDecoder().decode(body)) as { status?: unknown } | null;
    return sent?.status === "Published";
  } catch {
    return false;
  }
}

/** The newest data of the item at `path` (a pending draft's, as editors read it); undefined when there is none to read (the content service answers the status change then). */
async function newestData(client: CmsClient, path: string): Promise<unknown> {
  const response = await client.request(path, { method: "GET", headers: { "x-unpublished": "1", accept: "application/json" } });
  if (!response.ok) {
    await response.body?.cancel().catch(() => {});
    if (response.status >= 500) throw new HttpError("UpstreamError");
    return undefined;
  }
  const item = (await response.json().catch(() => undefined)) as { data?: unknown } | undefined;
  return item?.data;
}

/** The JSON a data write sends; a 415 for another content type, a 400 for a body that is not JSON. */
function writtenData(request: Request, body: Uint8Array): unknown {
  if (!isJson(request)) throw new HttpError("UnsupportedMediaType");
  try {
    return JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(body)) as unknown;
  } catch {
    throw new HttpError("InvalidJson");
  }
}

/** Every file a multipart asset upload carries must be of a type the site's upload policy accepts: a 415 otherwise, a 400 for a body that is not multipart. */
async function checkUploadedFiles(request: Request, body: Uint8Array): Promise<void> {
  let form: FormData;
  try {
    form = await new Response(body as BodyInit, { headers: { "content-type": request.headers.get("content-type")! } }).formData();
  } catch {
    throw new HttpError("BadRequest");
  }
  for (const value of form.values()) {
    if (typeof value !== "string" && !uploadType(value.name, value.type)) throw new HttpError("FileTypeNotAllowed");
  }
}

function anonymousAllowed(method: string, target: ProxyTarget): boolean {
  if (!isRead(method)) return false;
  if (target.kind === "asset-file") return true;
  return target.kind === "content" && target.schema !== "graphql" && target.rest.length === 0 && isPublicSchema(target.schema);
}

function forwardQuery(url: URL, anonymous: boolean, target: ProxyTarget): string {
  const out = new URLSearchParams();
  for (const [key, value] of url.searchParams) {
    if (key === "access_token") continue;
    if (anonymous && target.kind === "content" && !ALLOWED_QUERY_KEYS.has(key)) continue;
    // Anonymous file requests: the version, and only the image variants the views use, once each.
    if (anonymous && target.kind === "asset-file" && (out.has(key) || (key !== "version" && !isPublicImageParam(key, value)))) continue;
    out.append(key, value);
  }
  // A repeated key would reach the content service as one of its values: probes are checked over all of them.
  if (anonymous && target.kind === "content") for (const [key, value] of out) assertNoPrivateProbe(target.schema, new URLSearchParams([[key, value]]));
  const q = out.toString();
  return q ? `?${q}` : "";
}

/**
 * A content answer to an anonymous caller without the private fields of `schema`: a JSON body is
 * read, stripped and sent with a new length; an error passes as it is; a success that is not JSON
 * (which could not be stripped) is a 502.
 */
async function anonymousBody(response: Response, schema: string, headers: Headers): Promise<BodyInit | null> {
  const json = (response.headers.get("content-type") ?? "").toLowerCase().includes("json");
  if (!response.ok || !json) {
    if (response.ok) {
      // Not JSON: nothing that could be stripped, so nothing is passed on either.
      await response.body?.cancel().catch(() => {});
      throw new HttpError("UpstreamError");
    }
    return response.body;
  }
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new HttpError("UpstreamError");
  }
  const bytes = new TextEncoder().encode(JSON.stringify(withoutPrivateFields(schema, parsed)));
  headers.set("content-length", String(bytes.length));
  return bytes;
}

/**
 * The own-host proxy `/cms/**` to the content service. Anonymous callers may only GET/HEAD
 * published content of public schemas and asset files (with `version` and the image variants of
 * `src/lib/images/variants.ts`; the service's `Cache-Control` is passed on for these, so a
 * variant's `cache=` reaches the browser); everything else needs an editor session
 * and a same-origin request (schema changes: a superuser). Anonymous content answers leave out
 * the schema's private fields, and a query that could probe them is a 400 (`private-fields.ts`).
 * The token endpoint is never proxied.
 * The proxy adds the bearer token itself and strips cookies, authorization and hop-by-hop
 * headers both ways. Content data writes pass `checkWrite` first; asset uploads may carry only
 * files of the site's upload policy (`upload-policy.ts`). Refused requests never reach the
 * content service.
 */
export async function proxyRequest({ request, url, user, config, client, onWrite, checkWrite }: ProxyInput): Promise<Response> {
  const method = request.method.toUpperCase();
  if (!PROXIED_METHODS.includes(method)) throw new HttpError("MethodNotAllowed", { headers: { allow: PROXIED_METHODS.join(", ") } });
  const raw = url.pathname.replace(/^\/cms(?=\/|$)/, "");
  const checked = checkProxyPath(raw, config.app);
  if (!checked.ok) throw new HttpError(checked.status === 400 ? "BadPath" : "NotFound");
  const { target, path } = checked;
  if (target.kind === "token") throw new HttpError("Forbidden");
  const anonymous = anonymousAllowed(method, target);
  if (!anonymous) {
    if (!user) throw new HttpError("Unauthenticated");
    if (!isSameOriginRequest(request, siteOrigins(url, config.siteUrl))) throw new HttpError("CrossOrigin");
    if (target.kind === "schemas" && !isRead(method) && !user.superuser) throw new HttpError("Forbidden");
  }

  const headers = new Headers();
  const allowedHeaders = user ? [...ANONYMOUS_HEADERS, ...EDITOR_HEADERS] : ANONYMOUS_HEADERS;
  for (const name of allowedHeaders) {
    const value = request.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  let body: Uint8Array | undefined;
  if (!isRead(method)) {
    const multipart = (request.headers.get("content-type") ?? "").toLowerCase().startsWith("multipart/form-data");
    body = await readBytes(request, multipart ? config.uploadLimit : config.jsonBodyLimit);
    if (multipart && target.kind === "assets") await checkUploadedFiles(request, body);
    if (checkWrite && target.kind === "content" && writesData(method, target)) {
      const lang = acceptedLang(request);
      const data = writtenData(request, body);
      const issues = await checkWrite({ schema: target.schema, data, partial: method === "PATCH", lang }).catch((error: unknown) => {
        if (!isCmsError(error)) throw error;
        console.error("proxy write check: the schemas could not be read", error.message);
        throw new HttpError("UpstreamError");
      });
      if (issues.length) return writeRefusal(issues, lang);
    }
    if (target.kind === "schemas" && method !== "DELETE") {
      const lang = acceptedLang(request);
      const issues = await schemaWriteIssues(path, () => writtenData(request, body!), client, lang).catch((error: unknown) => {
        if (!isCmsError(error)) throw error;
        console.error("proxy schema check: the schema could not be read", error.message);
        throw new HttpError("UpstreamError");
      });
      if (issues.length) return writeRefusal(issues, lang);
    }
    if (checkWrite && target.kind === "content" && publishes(method, target, request, body)) {
      // Publishing puts the newest data live (a pending draft's included): it passes the same forms a
      // write does, so data that could be saved while unfinished never goes live unfinished.
      const lang = acceptedLang(request);
      const issues = await newestData(client, path.replace(/\/status$/, ""))
        .then((data) => (data === undefined ? [] : checkWrite({ schema: target.schema, data, partial: false, lang })))
        .catch((error: unknown) => {
          if (!isCmsError(error)) throw error;
          console.error("proxy publish check: the item or the schemas could not be read", error.message);
          throw new HttpError("UpstreamError");
        });
      if (issues.length) return writeRefusal(issues, lang);
    }
  }

  let response: Response;
  try {
    response = await client.request(`${path}${forwardQuery(url, !user, target)}`, {
      method: method === "HEAD" ? "GET" : method,
      headers,
      ...(body ? { body: body as BodyInit } : {}),
    });
  } catch (error) {
    if (isCmsError(error)) {
      console.error("proxy upstream error", error.message);
      throw new HttpError("UpstreamError");
    }
    throw error;
  }
  if (response.status >= 500) {
    await response.body?.cancel().catch(() => {});
    console.error(`proxy upstream ${method} /${path} → ${response.status}`);
    throw new HttpError("UpstreamError");
  }
  if (user && onWrite && (method === "POST" || method === "PUT" || method === "PATCH")) {
    const written = writtenVersion(target, response);
    const draft = method === "POST" && target.kind === "content" && target.rest.length === 1 && target.rest[0] === "draft";
    if (written) onWrite({ ...written, user, step: draft });
  }
  const out = new Headers();
  for (const name of RESPONSE_HEADERS) {
    const value = response.headers.get(name);
    if (value !== null) out.set(name, value);
  }
  const publicFile = target.kind === "asset-file" && !user;
  out.set("cache-control", publicFile ? (response.headers.get("cache-control") ?? "public, max-age=300") : "no-store");
  if (method === "HEAD") {
    await response.body?.cancel().catch(() => {});
    // The length of the unstripped answer would tell the private fields' length.
    if (!user && target.kind === "content" && privateFields(target.schema).length > 0) out.delete("content-length");
    return new Response(null, { status: response.status, headers: out });
  }
  const stripped = !user && target.kind === "content" && privateFields(target.schema).length > 0;
  return new Response(stripped ? await anonymousBody(response, target.schema, out) : response.body, { status: response.status, headers: out });
}
