/**
 * The production server (DESIGN §8): one `node:http` server that serves the build's static files
 * itself and hands everything else to Astro (`@astrojs/node` middleware mode). Entry points:
 * `scripts/serve.ts` and `scripts/start.ts`.
 */
import { existsSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { config } from "../lib/config.ts";
import { registerScriptHashes } from "../lib/http/security-headers.ts";
import { ensureAdmin } from "../lib/auth/users.ts";
import { loadAstroHandler, type AstroHandler } from "./astro-bridge.ts";
import { startEmbeddedService, type PrepareContent } from "./boot.ts";
import { createListener } from "./listener.ts";
import { buildPaths } from "./paths.ts";
import { loadRouteRedirects } from "./route-rules.ts";
import { loadStaticIndex } from "./static-index.ts";

export interface ServerOptions {
  /** Runs once the embedded content service exists, before the site answers (e.g. the demo seed). */
  prepareContent?: PrepareContent;
}

/** Request and connection limits (security-anchors R8). */
function applyLimits(server: Server): void {
  server.headersTimeout = 10_000;
  server.requestTimeout = 30_000;
  server.keepAliveTimeout = 5_000;
  server.timeout = 60_000;
}

function listen(server: Server, port: number, host: string): Promise<AddressInfo> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve(server.address() as AddressInfo));
  });
}

const urlHost = (address: string) => (address.includes(":") ? `[${address}]` : address);
const localHost = (address: string) => (address === "0.0.0.0" ? "127.0.0.1" : address === "::" ? "::1" : address);

/** Starts the server; resolves once it is ready, with a function that stops it. */
export async function startServer(options: ServerOptions = {}): Promise<{ url: string; stop: () => Promise<void> }> {
  const cfg = config();
  const paths = buildPaths();
  if (!existsSync(paths.serverEntry)) throw new Error(`No build found at ${paths.serverEntry}: run \`npm run build\` (or \`npm start\`) first.`);
  const index = await loadStaticIndex(paths.clientDir);
  registerScriptHashes(index.scriptHashes);
  const redirects = await loadRouteRedirects(paths.clientDir);

  let ready!: (handler: AstroHandler) => void;
  let failed!: (error: unknown) => void;
  const astro = new Promise<AstroHandler>((resolve, reject) => ((ready = resolve), (failed = reject)));
  astro.catch(() => {});
  const server = createServer({ connectionsCheckingInterval: 2_000 }, createListener({ index, astro, redirects, limits: { json: cfg.jsonBodyLimit, upload: cfg.uploadLimit } }));
  applyLimits(server);
  // Listen first: the embedded service's webhook needs the bound port (PORT=0 is allowed).
  const address = await listen(server, cfg.port, cfg.host);
  const selfUrl = `http://${urlHost(localHost(address.address))}:${address.port}`;

  let service: ReturnType<typeof startEmbeddedService> | undefined;
  try {
    if (!cfg.contentServiceUrl) {
      service = startEmbeddedService(cfg, `${selfUrl}/api/hooks/content`);
      await options.prepareContent?.(service, cfg);
    }
    await ensureAdmin(cfg);
    ready(await loadAstroHandler(paths.serverEntry));
  } catch (error) {
    failed(error);
    server.close();
    await service?.close();
    throw error;
  }

  const url = `http://${urlHost(address.address)}:${address.port}`;
  console.log(`Listening on ${url}`);
  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeIdleConnections();
      setTimeout(() => server.closeAllConnections(), 5_000).unref();
    }).then(() => service?.close()));
  return { url, stop };
}
