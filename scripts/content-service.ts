/**
 * Runs the embedded content service standalone: `node scripts/content-service.ts`.
 * PORT (default 8080), HOST (default 127.0.0.1), DATA_DIR (store in <DATA_DIR>/content),
 * CONTENT_SERVICE_CLIENT_ID / _SECRET (default `<app>:default` with a secret generated into
 * DATA_DIR/secrets.json); that client has the Owner role. Prints one line with its URL.
 */
import { createServer } from "node:http";
import { loadConfig } from "../src/lib/config.ts";
import { embeddedOptions } from "../src/lib/cms/embedded.ts";
import { createContentService, nodeListener } from "../src/content-service/index.ts";

function main(): void {
  const port = process.env.PORT?.trim() ? Number(process.env.PORT) : 8080;
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Invalid environment: PORT must be a port number, got '${process.env.PORT}'.`);
  const host = process.env.HOST?.trim() || "127.0.0.1";
  // PORT and HOST mean this service here, not the site server, whose defaults loadConfig applies.
  const config = loadConfig({ ...process.env, PORT: undefined, HOST: undefined });
  const service = createContentService(embeddedOptions(config));
  const server = createServer(nodeListener(service.fetch, (req) => `http://${req.headers.host ?? `${host}:${port}`}`));
  server.listen(port, host, () => {
    const address = server.address();
    const actual = typeof address === "object" && address ? address.port : port;
    const shown = host.includes(":") ? `[${host}]` : host;
    process.stdout.write(`Content service listening on http://${shown}:${actual}\n`);
  });
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    server.close(() => {
      service.close();
      process.exit(0);
    });
    server.closeAllConnections();
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

try {
  main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
