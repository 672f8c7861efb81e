import { access, open, rename, rm } from "node:fs/promises";

/** Variants encoded at once per process: each can take a core; page requests need the rest. */
const MAX_PARALLEL_RENDERS = 2;

const pending = new Map<string, Promise<void>>();
const waiting: Array<() => void> = [];
let running = 0;

async function slot<T>(work: () => Promise<T>): Promise<T> {
  while (running >= MAX_PARALLEL_RENDERS) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

/** Writes to a unique temporary name, fsyncs and renames, so `target` is either absent or whole. */
async function writeAtomically(target: string, bytes: Uint8Array): Promise<void> {
  const temp = `${target}.${crypto.randomUUID()}.tmp`;
  try {
    const handle = await open(temp, "wx");
    try {
      await handle.writeFile(bytes);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, target);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

/**
 * Makes sure the file `target` exists, producing its bytes with `render` when it does not.
 * Requests for the same target in this process share one render; other processes may render it
 * too, and the last rename wins with identical bytes. Rejects with `render`'s error (nothing is
 * written then).
 */
export function ensureVariant(target: string, render: () => Promise<Uint8Array>): Promise<void> {
  let job = pending.get(target);
  if (!job) {
    job = (async () => {
      if (await exists(target)) return;
      await slot(async () => writeAtomically(target, await render()));
    })().finally(() => pending.delete(target));
    pending.set(target, job);
  }
  return job;
}
