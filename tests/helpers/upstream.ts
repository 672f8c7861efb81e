import { createServer, type Server } from "node:http";
import { cpSync, mkdtempSync, rmSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { inject } from "vitest";
import { createContentService, nodeListener, type ContentService } from "../../src/content-service/index.ts";
import { embeddedOptions } from "../../src/lib/cms/embedded.ts";
import { loadConfig, type Config } from "../../src/lib/config.ts";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

/** One request the upstream saw. */
export interface SeenRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
}

export interface CountingUpstream {
  url: string;
  config: Config;
  /** Folder of `content.db` (for store counts). */
  contentDir: string;
  seen: SeenRequest[];
  service: ContentService;
  close(): Promise<void>;
}

/**
 * The real content service over a copy of the seeded template, on a loopback port, recording
 * every request it receives — the oracle for "the upstream received nothing".
 */
export async function startCountingUpstream(): Promise<CountingUpstream> {
  const base = join(ROOT, "tests", ".tmp", "sites");
  mkdirSync(base, { recursive: true });
  const dataDir = mkdtempSync(join(base, "upstream-"));
  cpSync(inject("siteTemplate"), dataDir, { recursive: true });
  const config = loadConfig({ DATA_DIR: dataDir });
  const service = createContentService(embeddedOptions(config));
  const seen: SeenRequest[] = [];
  const server: Server = createServer((req, res) => {
    seen.push({ method: req.method ?? "", path: req.url ?? "", headers: { ...(req.headers as Record<string, string>) } });
    return nodeListener(service.fetch, (r) => `http://${r.headers.host}`)(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    config,
    contentDir: join(dataDir, "content"),
    seen,
    service,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      service.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
