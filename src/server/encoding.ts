import Negotiator from "negotiator";

type Accepted = Readonly<{ br: boolean; gzip: boolean }>;

const NONE: Accepted = Object.freeze({ br: false, gzip: false });
// `x-gzip` is gzip (RFC 9110); negotiator knows it only by name.
const CODINGS = ["br", "gzip", "x-gzip"];
// Clients send a handful of distinct headers, so each is parsed once; bounded, as it is client input.
const parsed = new Map<string, Accepted>();
const PARSED_LIMIT = 64;

/** Content codings the client accepts with q > 0, as `negotiator` reads Accept-Encoding (the `compression` middleware's parser). */
export function acceptedEncodings(header: string | undefined): Accepted {
  if (!header) return NONE;
  let accepted = parsed.get(header);
  if (!accepted) {
    accepted = Object.freeze(parse(header));
    if (parsed.size >= PARSED_LIMIT) parsed.clear();
    parsed.set(header, accepted);
  }
  return accepted;
}

function parse(header: string): { br: boolean; gzip: boolean } {
  const codings = new Negotiator({ headers: { "accept-encoding": header } }).encodings(CODINGS);
  return { br: codings.includes("br"), gzip: codings.includes("gzip") || codings.includes("x-gzip") };
}

/** True when an If-None-Match header matches the ETag (weak comparison, as RFC 9110 asks for GET). */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  const strip = (tag: string) => tag.trim().replace(/^W\//, "");
  const wanted = strip(etag);
  return header.split(",").some((tag) => strip(tag) === wanted);
}
