type Accepted = Readonly<{ br: boolean; gzip: boolean }>;

const NONE: Accepted = Object.freeze({ br: false, gzip: false });
// Clients send a handful of distinct headers, so each is parsed once; bounded, as it is client input.
const parsed = new Map<string, Accepted>();
const PARSED_LIMIT = 64;

/** Content codings the client accepts with q > 0, parsed from Accept-Encoding. */
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
  const result = { br: false, gzip: false };
  let wildcard: boolean | undefined;
  const explicit = new Map<string, boolean>();
  for (const part of header.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const accepted = q === undefined || Number(q.slice(2)) > 0;
    if (name === "*") wildcard = accepted;
    else explicit.set(name, accepted);
  }
  result.br = explicit.get("br") ?? wildcard ?? false;
  result.gzip = explicit.get("gzip") ?? explicit.get("x-gzip") ?? wildcard ?? false;
  return result;
}

/** True when an If-None-Match header matches the ETag (weak comparison, as RFC 9110 asks for GET). */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  const strip = (tag: string) => tag.trim().replace(/^W\//, "");
  const wanted = strip(etag);
  return header.split(",").some((tag) => strip(tag) === wanted);
}
