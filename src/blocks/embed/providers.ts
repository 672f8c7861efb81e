/**
 * The embed block's allow-list: YouTube (privacy-enhanced domain), Vimeo (do-not-track) and
 * OpenStreetMap. An editor pastes a link from the provider's site; only the id or coordinates are
 * kept and the iframe URL is rebuilt from them, so no pasted URL reaches the page.
 */
/** An embed we build ourselves from a parsed id: the iframe source and a link to the provider. */
export interface EmbedTarget {
  provider: Provider;
  /** The iframe `src`, always built by us. */
  src: string;
  /** The content on the provider's own site (the no-JS fallback link). */
  link: string;
}

export const PROVIDERS = ["youtube", "vimeo", "openstreetmap"] as const;
export type Provider = (typeof PROVIDERS)[number];
export const PROVIDER_NAMES: Record<Provider, string> = { youtube: "YouTube", vimeo: "Vimeo", openstreetmap: "OpenStreetMap" };

function parse(url: string): URL | undefined {
  try {
    const u = new URL(url.trim());
    return u.protocol === "https:" ? u : undefined;
  } catch {
    return undefined;
  }
}

const YT_ID = /^[A-Za-z0-9_-]{11}$/;

function youtube(u: URL): EmbedTarget | undefined {
  const host = u.hostname.replace(/^www\.|^m\./, "");
  let id: string | undefined;
  if (host === "youtu.be") id = u.pathname.slice(1).split("/")[0];
  else if (host === "youtube.com" || host === "youtube-nocookie.com") {
    const parts = u.pathname.split("/").filter(Boolean);
    id = parts[0] === "watch" ? (u.searchParams.get("v") ?? undefined) : ["embed", "shorts", "live"].includes(parts[0] ?? "") ? parts[1] : undefined;
  }
  if (!id || !YT_ID.test(id)) return undefined;
  return { provider: "youtube", src: `https://www.youtube-nocookie.com/embed/${id}`, link: `https://www.youtube.com/watch?v=${id}` };
}

function vimeo(u: URL): EmbedTarget | undefined {
  const host = u.hostname.replace(/^www\./, "");
  const parts = u.pathname.split("/").filter(Boolean);
  const id = host === "vimeo.com" ? parts.find((p) => /^\d+$/.test(p)) : host === "player.vimeo.com" && parts[0] === "video" ? parts[1] : undefined;
  if (!id || !/^\d{1,12}$/.test(id)) return undefined;
  return { provider: "vimeo", src: `https://player.vimeo.com/video/${id}?dnt=1`, link: `https://vimeo.com/${id}` };
}

const num = (s: string | null | undefined) => (s != null && /^-?\d{1,3}(\.\d{1,10})?$/.test(s) ? Number(s) : undefined);

function openstreetmap(u: URL): EmbedTarget | undefined {
  const host = u.hostname.replace(/^www\./, "");
  if (host !== "openstreetmap.org") return undefined;
  // `#map=zoom/lat/lon`, or `?mlat=&mlon=` (marker), or the embed's `?bbox=w,s,e,n&marker=lat,lon`.
  const hash = /map=(\d{1,2})\/(-?[\d.]+)\/(-?[\d.]+)/.exec(u.hash);
  let zoom = hash ? Number(hash[1]) : 15;
  let lat = num(hash?.[2]) ?? num(u.searchParams.get("mlat"));
  let lon = num(hash?.[3]) ?? num(u.searchParams.get("mlon"));
  const marker = u.searchParams.get("marker")?.split(",");
  if ((lat === undefined || lon === undefined) && marker?.length === 2) [lat, lon] = [num(marker[0]), num(marker[1])];
  const bbox = u.searchParams.get("bbox")?.split(",").map(num);
  if ((lat === undefined || lon === undefined) && bbox?.length === 4 && bbox.every((n) => n !== undefined)) {
    const [w, s, e, n] = bbox as number[];
    [lat, lon, zoom] = [(s! + n!) / 2, (w! + e!) / 2, 14];
  }
  if (lat === undefined || lon === undefined || Math.abs(lat) > 90 || Math.abs(lon) > 180) return undefined;
  zoom = Math.min(19, Math.max(2, zoom));
  const span = 360 / 2 ** zoom;
  const round = (n: number) => Number(n.toFixed(6));
  const box = [round(lon - span), round(lat - span / 2), round(lon + span), round(lat + span / 2)].join(",");
  return {
    provider: "openstreetmap",
    src: `https://www.openstreetmap.org/export/embed.html?bbox=${box}&layer=mapnik&marker=${round(lat)},${round(lon)}`,
    link: `https://www.openstreetmap.org/?mlat=${round(lat)}&mlon=${round(lon)}#map=${zoom}/${round(lat)}/${round(lon)}`,
  };
}

/**
 * Parses an editor's URL for an allow-listed provider and builds the embed from the id or
 * coordinates alone, never passing the raw URL through. Undefined for anything else.
 */
export function embedTarget(provider: string, url: string): EmbedTarget | undefined {
  const u = parse(url);
  if (!u) return undefined;
  if (provider === "youtube") return youtube(u);
  if (provider === "vimeo") return vimeo(u);
  if (provider === "openstreetmap") return openstreetmap(u);
  return undefined;
}
