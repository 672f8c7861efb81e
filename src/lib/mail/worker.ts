import type { DatabaseSync } from "node:sqlite";
import { randomUUID } from "node:crypto";
import { prepared } from "../../base/prepared.ts";
import type { MailAttachment } from "./message.ts";
import type { MailTransport } from "./transport.ts";

export interface MailWorkerOptions {
  db: DatabaseSync;
  transport: MailTransport;
  /** The `From` of every message (MAIL_FROM). */
  from: string;
  /** Attempts before a message is marked failed. */
  maxAttempts?: number;
  /** The wait after the first failed attempt; each further one waits twice as long. */
  backoffMs?: number;
  /** How often the queue is looked at for messages that came due (a retry, another process's message). */
  pollMs?: number;
  /** How long a claimed message stays this worker's: past it (the process died mid-send), another may send it. */
  leaseMs?: number;
  now?: () => number;
}

export interface MailWorker {
  /** Looks at the queue now (after a message was queued) rather than at the next poll. */
  wake(): void;
  /** Sends what is due now, one message after another; resolves when done (tests drive the worker with it). */
  runOnce(): Promise<number>;
  /** Stops polling and waits for a message being sent. */
  stop(): Promise<void>;
}

interface DueRow {
  id: number;
  recipient: string;
  subject: string;
  text: string;
  html: string | null;
  headers: string;
  attachments: string;
  created_at: number;
}

/** A lasting refusal: an SMTP 5xx reply (unknown recipient, rejected content) does not get better by trying again. */
const permanent = (error: unknown) => {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
};

const domainOf = (from: string) => /@([^\s>]+)/.exec(from)?.[1] ?? "localhost";

/**
 * Delivers the queued messages of the site database through `transport`. Several processes may
 * share the database: a message is claimed by one conditional UPDATE (queued, due, no live lease)
 * before it is sent, so only one of them sends it. A failed attempt is retried after
 * `backoffMs · 2^(attempts-1)`, its error kept; after `maxAttempts` (or a lasting 5xx refusal) the
 * message is marked failed.
 */
export function startMailWorker(options: MailWorkerOptions): MailWorker {
  const { db, transport, from, maxAttempts = 6, backoffMs = 60_000, pollMs = 5_000, leaseMs = 5 * 60_000, now = Date.now } = options;
  const owner = randomUUID();
  const domain = domainOf(from);
  let running: Promise<number> | undefined;
  // Set when asked to run while running: the queue is looked at once more before it rests.
  let rerun = false;
  let stopped = false;

  // The attempt's number, or undefined when another worker holds or has sent the message.
  const claim = (id: number, at: number) =>
    (
      prepared(
        db,
        `UPDATE mail_messages SET lease_owner = ?, lease_until = ?, attempts = attempts + 1
         WHERE id = ? AND status = 'queued' AND next_attempt_at <= ? AND (lease_until IS NULL OR lease_until <= ?) RETURNING attempts`,
      ).get(owner, at + leaseMs, id, at, at) as { attempts: number } | undefined
    )?.attempts;

  const finish = (id: number, sql: string, ...values: (string | number | null)[]) =>
    prepared(db, `UPDATE mail_messages SET ${sql}, lease_owner = NULL, lease_until = NULL WHERE id = ? AND lease_owner = ?`).run(...values, id, owner);

  async function deliver(row: DueRow, attempt: number): Promise<boolean> {
    try {
      await transport.send({
        from,
        to: row.recipient,
        subject: row.subject,
        text: row.text,
        html: row.html ?? undefined,
        headers: JSON.parse(row.headers) as Record<string, string>,
        attachments: JSON.parse(row.attachments) as MailAttachment[],
        messageId: `<${row.created_at}.${row.id}@${domain}>`,
      });
      finish(row.id, "status = 'sent', sent_at = ?, last_error = NULL", now());
      return true;
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
      if (attempt >= maxAttempts || permanent(error)) {
        finish(row.id, "status = 'failed', last_error = ?", reason);
        console.error(`mail ${row.id}: failed after ${attempt} attempt(s): ${reason}`);
      } else {
        finish(row.id, "next_attempt_at = ?, last_error = ?", now() + backoffMs * 2 ** (attempt - 1), reason);
        console.warn(`mail ${row.id}: attempt ${attempt} failed, trying again later: ${reason}`);
      }
      return false;
    }
  }

  async function drain(): Promise<number> {
    let sent = 0;
    let full: boolean;
    do {
      const at = now();
      const due = prepared(
        db,
        `SELECT id, recipient, subject, text, html, headers, attachments, created_at FROM mail_messages
         WHERE status = 'queued' AND next_attempt_at <= ? AND (lease_until IS NULL OR lease_until <= ?) ORDER BY next_attempt_at, id LIMIT 20`,
      ).all(at, at) as unknown as DueRow[];
      for (const row of due) {
        if (stopped) return sent;
        const attempt = claim(row.id, now());
        if (attempt === undefined) continue;
        if (await deliver(row, attempt)) sent++;
      }
      full = due.length === 20;
    } while (full && !stopped);
    return sent;
  }

  function runOnce(): Promise<number> {
    if (running) {
      rerun = true;
      return running;
    }
    running = (async () => {
      let sent = 0;
      do {
        rerun = false;
        sent += await drain();
      } while (rerun && !stopped);
      return sent;
    })()
      .catch((error: unknown) => {
        console.error(`mail worker: ${error instanceof Error ? error.message : String(error)}`);
        return 0;
      })
      .finally(() => (running = undefined));
    return running;
  }

  const timer = setInterval(() => void runOnce(), pollMs);
  timer.unref();
  void runOnce();
  return {
    wake: () => void runOnce(),
    runOnce,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
      transport.close();
    },
  };
}
