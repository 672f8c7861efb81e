import { afterAll, describe, expect, it } from "vitest";
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { DatabaseSync } from "node:sqlite";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), "baukasten-crash-"));
const CLIENT = { id: "baukasten:crash", secret: "crash-secret-0123456789" };
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Starts the standalone service on an ephemeral port and resolves with its URL from the one stdout line. */
function startService(): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [join(ROOT, "scripts/content-service.ts")], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      CONTENT_SERVICE_CLIENT_ID: CLIENT.id,
      CONTENT_SERVICE_CLIENT_SECRET: CLIENT.secret,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  return new Promise((resolve, reject) => {
    let out = "";
    let err = "";
    child.stderr!.on("data", (d) => (err += d));
    child.stdout!.on("data", (d) => {
      out += d;
      const m = /Content service listening on (http:\/\/\S+)\n/.exec(out);
      if (m) resolve({ child, url: m[1]! });
    });
    child.on("exit", (code) => reject(new Error(`service exited early (${code}): ${err}`)));
  });
}

async function token(url: string): Promise<string> {
  const res = await fetch(`${url}/identity-server/connect/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ grant_type: "client_credentials", client_id: CLIENT.id, client_secret: CLIENT.secret, scope: "squidex-api" }),
  });
  return ((await res.json()) as { access_token: string }).access_token;
}

describe("kill -9 during a stream of acknowledged writes", () => {
  it("keeps the database intact and every acknowledged write", async () => {
    const acknowledged: string[] = [];
    for (let round = 0; round < 4; round++) {
      const { child, url } = await startService();
      const headers = { authorization: `Bearer ${await token(url)}`, "content-type": "application/json" };
      if (round === 0) {
        const res = await fetch(`${url}/api/apps/baukasten/schemas`, {
          method: "POST",
          headers,
          body: JSON.stringify({ name: "crash", isPublished: true, fields: [{ name: "n", properties: { fieldType: "Number" } }] }),
        });
        expect(res.status).toBe(201);
      }
      const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
      let alive = true;
      const writer = async (lane: number) => {
        for (let i = 0; alive; i++) {
          try {
            const res = await fetch(`${url}/api/content/baukasten/crash?publish=${i % 2 === 0}`, {
              method: "POST",
              headers,
              body: JSON.stringify({ n: { iv: round * 1e6 + lane * 1e4 + i } }),
            });
            if (res.status === 201) acknowledged.push(((await res.json()) as { id: string }).id);
          } catch {
            return; // the connection died with the process: this write was never acknowledged
          }
        }
      };
      const writers = [0, 1, 2, 3].map(writer);
      await new Promise((r) => setTimeout(r, 200 + Math.random() * 600));
      child.kill("SIGKILL");
      await exited;
      alive = false;
      await Promise.all(writers);

      const db = new DatabaseSync(join(dataDir, "content", "content.db"));
      try {
        expect((db.prepare("PRAGMA integrity_check").get() as { integrity_check: string }).integrity_check).toBe("ok");
        const stored = new Set((db.prepare("SELECT id FROM contents").all() as { id: string }[]).map((r) => r.id));
        const missing = acknowledged.filter((id) => !stored.has(id));
        expect(missing).toEqual([]);
      } finally {
        db.close();
      }
    }
    expect(acknowledged.length).toBeGreaterThan(20);
  });
});
