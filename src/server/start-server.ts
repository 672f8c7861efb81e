/**
 * The production server: one `node:http` server that serves the live build's static
 * files itself and hands everything else to its Astro handler (`@astrojs/node` middleware mode)
 * with the site's services. Entry points: `scripts/serve.ts` and `scripts/start.ts`.
 */
import { existsSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { ContentService } from "../content-service/index.ts";
import { ensureAdmin } from "../lib/auth/users.ts";
import { config as loadedConfig, type Config } from "../lib/config.ts";
import { startMailWorker, type MailWorker } from "../lib/mail/worker.ts";
import { smtpTransport } from "../lib/mail/transport.ts";
import { createServices, type Services } from "../lib/services.ts";
import { loadAstroHandler } from "./astro-bridge.ts";
import { ensureMenusField } from "../lib/menus/menus-field.ts";
import { syncBlockSchemas } from "./block-schemas.ts";
import { createLiveBuild } from "./build-slot.ts";
import { createListener } from "./listener.ts";
import { buildPaths } from "./paths.ts";
import { createRenderer } from "./publish/renderer.ts";
import { buildsDir, createSiteBuilder, type SiteBuilder } from "./publish/site-builder.ts";

/** Fills an empty embedded store before the site answers (the entry points pass the demo seed). */
export type PrepareContent = (service: ContentService, config: Config) => Promise<void>;

export interface ServerOptions {
  prepareContent?: PrepareContent;
  /** Where to listen instead of HOST and PORT (the build script renders on a loopback port). */
  listen?: { host: string; port: number };
  /** False: no first admin account (a server that only renders the pages, then stops). */
  createAdmin?: boolean;
  /** False: no mail worker, queued mail waits for a server that has one (a server that only renders the pages). */
  sendMail?: boolean;
}

export interface RunningServer {
  url: string;
  builder: SiteBuilder;
  stop(): Promise<void>;
}

/**
 * Time limits, so slow or idle clients cannot hold connections open (slow-loris): headers within
 * 10 s, the whole request within 30 s, 5 s idle between keep-alive requests, 60 s of silence on a socket.
 */
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

/** The mail worker, when SMTP_URL is set and the server sends mail; it wakes whenever a request queues a message. */
function startMail(services: Services, options: ServerOptions): MailWorker | undefined {
  const { smtpUrl, mailFrom } = services.config;
  if (!smtpUrl || options.sendMail === false) return undefined;
  const worker = startMailWorker({ db: services.db, transport: smtpTransport(smtpUrl), from: mailFrom });
  services.mail.onQueued(worker.wake);
  return worker;
}

/**
 * Starts the server: binds the port (the embedded service's webhook and the render pass need it;
 * PORT=0 is allowed), creates the services, prepares the content and the first admin, puts the
 * live build in place (rendering it when there is none, or anew in the background when the content
 * changed since), and resolves once it answers requests. Requests that arrive earlier wait for the build.
 */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const config = loadedConfig();
  const paths = buildPaths();
  if (!existsSync(paths.serverEntry)) throw new Error(`No build found at ${paths.serverEntry}: run \`npm run build\` (or \`npm start\`) first.`);

  let services: Services | undefined;
  let builder: SiteBuilder | undefined;
  let handle: ReturnType<typeof createListener> | undefined;
  let mailWorker: MailWorker | undefined;
  // Until the services exist nothing can be answered; the listener is attached right after.
  const server = createServer({ connectionsCheckingInterval: 2_000 }, (req, res) => (handle ? void handle(req, res) : res.destroy()));
  applyLimits(server);
  const address = await listen(server, options.listen?.port ?? config.port, options.listen?.host ?? config.host);
  const selfUrl = `http://${urlHost(localHost(address.address))}:${address.port}`;
  try {
    services = await createServices(config, { webhookUrl: `${selfUrl}/api/hooks/content` });
    const live = createLiveBuild(services.headers);
    const astro = await loadAstroHandler(paths.serverEntry);
    const renderer = createRenderer(() => selfUrl);
    handle = createListener(live, services, astro, renderer);
    if (services.contentService) await options.prepareContent?.(services.contentService, config);
    await syncBlockSchemas(services.cms, paths.blockSchemas);
    await ensureMenusField(services.cms).then(
      (added) => added && console.log("Global settings: field menus added."),
      (error: unknown) => console.error(`Global settings: field menus not added (${error instanceof Error ? error.message : String(error)}).`),
    );
    if (options.createAdmin !== false) await ensureAdmin(services.db, config);
    builder = createSiteBuilder({ services, live, renderer, paths, dir: buildsDir(config.dataDir) });
    await builder.start();
    mailWorker = startMail(services, options);
  } catch (error) {
    void builder?.stop();
    await mailWorker?.stop();
    server.close();
    await services?.close();
    throw error;
  }

  const url = `http://${urlHost(address.address)}:${address.port}`;
  console.log(`Listening on ${url}`);
  let stopping: Promise<void> | undefined;
  const running = services;
  const siteBuilder = builder;
  const worker = mailWorker;
  const stop = () =>
    (stopping ??= Promise.all([
      // A build under way ends (its renders fail fast once the server closes) before the services close.
      siteBuilder.stop(),
      // A message being handed to the SMTP server is finished before the database closes.
      worker?.stop(),
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
        setTimeout(() => server.closeAllConnections(), 5_000).unref();
      }),
    ]).then(() => running.close()));
  return { url, builder: siteBuilder, stop };
}
