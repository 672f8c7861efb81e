import { createHash } from "node:crypto";
import type { DatabaseSync } from "node:sqlite";
import type { ContentEvent, ContentEventKind } from "./context.ts";
import type { ResolvedOptions } from "./types.ts";
import { appId } from "./app-id.ts";
import { prepared } from "../base/prepared.ts";

/** Wait before attempt 2, 3, 4, 5; after the 5th failed attempt the event is `failed`. */
const RETRY_DELAYS_MS = [1_000, 5_000, 30_000, 120_000, 600_000];
const MAX_ATTEMPTS = 5;
const TIMEOUT_MS = 10_000;

/** The webhook dispatcher of one service instance. */
export interface Rules {
  /** Queues one delivery per webhook; call inside the write's transaction so both commit together. */
  emit(event: ContentEvent): void;
  /** Starts delivering due rows (also those left pending by an earlier process). */
  start(): void;
  /** Resolves when no delivery is in flight and none is due now. */
  flush(): Promise<void>;
  /** Stops timers and aborts deliveries in flight; their rows stay pending for the next start. */
  close(): void;
}

/** `blog-posts` → `BlogPosts`, as Squidex names events. */
export const pascalCase = (name: string) =>
  name
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((p) => p[0]!.toUpperCase() + p.slice(1))
    .join("");

/**
 * The envelope `type` (event name) and `payload.type` of an event, as Squidex computes them: the
 * content trigger names `<Schema><Kind>`; it has no name for the draft events, so Squidex's rule
 * service falls back to the domain event's class name (`ContentDraftCreated`), and their
 * `payload.type` keeps the enum's default, `Created`.
 */
export function eventNames(kind: ContentEventKind, schemaName: string): { name: string; type: string } {
  if (kind === "DraftCreated" || kind === "DraftDeleted") return { name: `Content${kind}`, type: "Created" };
  return { name: `${pascalCase(schemaName)}${kind}`, type: kind };
}

/** Squidex's `X-Signature`: base64(sha256(body + secret)). */
export const signature = (body: string, secret: string) =>
  createHash("sha256")
    .update(body + secret)
    .digest("base64");

interface Row {
  id: number;
  url: string;
  body: string;
  attempts: number;
}

export function createRules(db: DatabaseSync, options: ResolvedOptions): Rules {
  const inFlight = new Map<number, Promise<void>>();
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  const app = `${appId(options.app)},${options.app}`;

  function envelope(event: ContentEvent): string {
    const { name, type } = eventNames(event.kind, event.schemaName);
    const timestamp = event.lastModified;
    const payload = {
      $type: "EnrichedContentEvent",
      type,
      id: event.contentId,
      created: event.created,
      lastModified: event.lastModified,
      createdBy: event.createdBy,
      lastModifiedBy: event.lastModifiedBy,
      data: event.data,
      ...(event.dataOld ? { dataOld: event.dataOld } : {}),
      status: event.status,
      ...(event.newStatus ? { newStatus: event.newStatus } : {}),
      schemaId: `${event.schemaId},${event.schemaName}`,
      actor: event.actor,
      appId: app,
      timestamp,
      name,
      version: event.version,
    };
    return JSON.stringify({ type: name, payload, timestamp }, null, 2);
  }

  function schedule(delayMs: number) {
    if (closed) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(tick, Math.max(0, delayMs));
    timer.unref?.();
  }

  function tick() {
    timer = undefined;
    if (closed) return;
    const now = options.now().toISOString();
    const due = prepared(db, "SELECT id, url, body, attempts FROM rule_events WHERE state = 'pending' AND next_attempt_at <= ? ORDER BY id LIMIT 50").all(
      now,
    ) as unknown as Row[];
    for (const row of due) {
      if (inFlight.has(row.id)) continue;
      const delivery = deliver(row).finally(() => {
        inFlight.delete(row.id);
        if (!closed) scheduleNextDue();
      });
      inFlight.set(row.id, delivery);
    }
    scheduleNextDue();
  }

  function scheduleNextDue() {
    const next = prepared(db, "SELECT min(next_attempt_at) AS at FROM rule_events WHERE state = 'pending' AND id NOT IN (SELECT value FROM json_each(?))").get(
      JSON.stringify([...inFlight.keys()]),
    ) as { at: string | null };
    if (next.at) schedule(Date.parse(next.at) - options.now().getTime());
  }

  async function deliver(row: Row): Promise<void> {
    const secret = options.webhooks.find((w) => w.url === row.url)?.secret;
    let error: string | undefined;
    try {
      const response = await options.fetch(row.url, {
        method: "POST",
        headers: { "content-type": "application/json", ...(secret ? { "x-signature": signature(row.body, secret) } : {}) },
        body: row.body,
        signal: AbortSignal.any([controller.signal, AbortSignal.timeout(TIMEOUT_MS)]),
      });
      await response.body?.cancel().catch(() => {});
      if (!response.ok) error = `HTTP ${response.status}`;
    } catch (e) {
      error = e instanceof Error ? e.message : String(e);
    }
    if (closed) return;
    const attempts = row.attempts + 1;
    if (!error) {
      prepared(db, "UPDATE rule_events SET state = 'done', attempts = ?, last_error = NULL WHERE id = ?").run(attempts, row.id);
      return;
    }
    const failed = attempts >= MAX_ATTEMPTS;
    const nextAt = new Date(options.now().getTime() + (RETRY_DELAYS_MS[attempts - 1] ?? 0)).toISOString();
    prepared(db, "UPDATE rule_events SET state = ?, attempts = ?, last_error = ?, next_attempt_at = ? WHERE id = ?").run(
      failed ? "failed" : "pending",
      attempts,
      error.slice(0, 500),
      nextAt,
      row.id,
    );
  }

  return {
    emit(event) {
      if (!options.webhooks.length) return;
      const body = envelope(event);
      const now = options.now().toISOString();
      const insert = prepared(db, "INSERT INTO rule_events (url, body, next_attempt_at, created) VALUES (?, ?, ?, ?)");
      for (const hook of options.webhooks) insert.run(hook.url, body, now, now);
      // Runs after the current (synchronous) transaction has committed.
      schedule(0);
    },
    start() {
      schedule(0);
    },
    async flush() {
      for (let round = 0; round < 100; round++) {
        if (timer) {
          clearTimeout(timer);
          tick();
        }
        if (!inFlight.size) {
          tick();
          if (!inFlight.size) return;
        }
        await Promise.all(inFlight.values());
      }
    },
    close() {
      closed = true;
      if (timer) clearTimeout(timer);
      controller.abort();
    },
  };
}
