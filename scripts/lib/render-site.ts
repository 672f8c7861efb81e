import { startServer } from "../../src/server/start-server.ts";

/**
 * Makes the live build of DATA_DIR current: a server of its own on a loopback port renders the
 * pages (all of them when there is no build yet, else what changed), then stops.
 */
export async function renderSite(): Promise<void> {
  const server = await startServer({ listen: { host: "127.0.0.1", port: 0 }, createAdmin: false, sendMail: false });
  await server.builder.idle();
  await server.stop();
}
