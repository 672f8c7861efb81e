/**
 * Renders a build's pages through the running server's own Astro handler: each page is
 * a loopback request that carries a one-time key; the listener hands such a request the render
 * context (the build's snapshot, its id, a set for the keys the page reads) instead of serving a
 * file. The pages run exactly as a visitor's request would, with the same middleware, components
 * and services, so a page rendered alone equals the same page of a full build.
 */
import { randomBytes, timingSafeEqual } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { SiteData } from "../../lib/content/model.ts";
import type { RenderContext } from "../../lib/render/context.ts";
import { fromLoopback } from "../loopback.ts";

const HEADER = "x-baukasten-render";

export interface RenderedPage {
  body: string;
  reads: Set<string>;
}

export interface Renderer {
  /** The render context of a request this renderer sent; undefined for every other request. */
  contextFor(req: IncomingMessage): RenderContext | undefined;
  /** Renders `path` from `site` for build `buildId`. */
  render(path: string, site: SiteData, buildId: string): Promise<RenderedPage>;
}

/**
 * A connection over loopback, or to the server's own address from that same address (the server
 * bound to one specific interface, `HOST=10.0.0.5`, reaches itself there).
 */
function fromThisMachine(req: IncomingMessage): boolean {
  const remote = req.socket.remoteAddress ?? "";
  return fromLoopback(req) || (remote !== "" && remote === req.socket.localAddress);
}

/** A renderer that sends its requests to the server listening at `url` (a loopback address). */
export function createRenderer(url: () => string): Renderer {
  const secret = randomBytes(24).toString("base64url");
  const pending = new Map<string, RenderContext & { reads: Set<string> }>();
  let counter = 0;
  return {
    contextFor(req) {
      const value = req.headers[HEADER];
      if (typeof value !== "string" || !fromThisMachine(req)) return undefined;
      const dot = value.indexOf(".");
      const key = Buffer.from(value.slice(0, dot));
      if (dot < 0 || key.length !== secret.length || !timingSafeEqual(key, Buffer.from(secret))) return undefined;
      return pending.get(value.slice(dot + 1));
    },
    async render(path, site, buildId) {
      const id = String(++counter);
      const reads = new Set<string>();
      pending.set(id, { site, buildId, reads, read: (key) => void reads.add(key) });
      try {
        const response = await fetch(`${url()}${path}`, { headers: { [HEADER]: `${secret}.${id}`, "accept-encoding": "identity" }, redirect: "manual" });
        const body = await response.text();
        if (response.status !== 200) throw new Error(`${path} answered ${response.status}${body ? `: ${body.slice(0, 200)}` : ""}`);
        return { body, reads };
      } finally {
        pending.delete(id);
      }
    },
  };
}
