/**
 * The production server (DESIGN §8): one `node:http` server that serves the build's static files
 * itself and hands everything else to Astro (`@astrojs/node` middleware mode). Run with
 * `node scripts/serve.ts`; prints `Listening on http://<host>:<port>` once it answers requests.
 */
import { existsSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { config } from "../src/lib/config.ts";
import { registerScriptHashes } from "../src/lib/http/security-headers.ts";
import { loadAstroHandler, type AstroHandler } from "./server/astro-bridge.ts";
import { seedEmbedded, startEmbeddedService } from "./server/boot.ts";
import { ensureAdmin } from "../src/lib/auth/users.ts";
import { createListener } from "./server/listener.ts";
import { loadDotEnv } from "./server/env-file.ts";
import { SERVER_ENTRY } from "./server/first-build.ts";
import { stopOnSignals } from "./server/shutdown.ts";
import { loadRouteRedirects } from "./server/route-rules.ts";
import { loadStaticIndex } from "./server/static-index.ts";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
export const CLIENT_DIR = `${ROOT}dist/client`;

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
export async function main(): Promise<{ url: string; stop: () => Promise<void> }> {
  loadDotEnv();
  const cfg = config();
  if (!existsSync(SERVER_ENTRY)) throw new Error(`No build found at ${SERVER_ENTRY}: run \`npm run build\` (or \`npm start\`) first.`);
  const index = await loadStaticIndex(CLIENT_DIR);
  registerScriptHashes(index.scriptHashes);
  const redirects = await loadRouteRedirects(CLIENT_DIR);

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
      await seedEmbedded(cfg, service);
    }
    await ensureAdmin(cfg);
    ready(await loadAstroHandler(SERVER_ENTRY));
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

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().then(
    ({ stop }) => stopOnSignals(stop),
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
