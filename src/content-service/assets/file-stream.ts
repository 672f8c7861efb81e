import { open } from "node:fs/promises";

const CHUNK = 64 * 1024;

/**
 * Bytes `start`…`end` (inclusive) of a file as a pull-based web stream: reads happen only when the
 * consumer asks, and cancelling (a client that went away) closes the file. Used instead of
 * `Readable.toWeb`, whose cancel can raise an uncaught ERR_INVALID_STATE (nodejs/node#64529).
 */
export function fileStream(path: string, start: number, end: number): ReadableStream<Uint8Array> {
  let position = start;
  let handle: Awaited<ReturnType<typeof open>> | undefined;
  const close = async () => {
    const h = handle;
    handle = undefined;
    await h?.close().catch(() => {});
  };
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        handle ??= await open(path, "r");
        const length = Math.min(CHUNK, end - position + 1);
        const { bytesRead, buffer } = await handle.read(new Uint8Array(length), 0, length, position);
        if (bytesRead === 0) {
          await close();
          return controller.close();
        }
        position += bytesRead;
        controller.enqueue(buffer.subarray(0, bytesRead));
        if (position > end) {
          await close();
          controller.close();
        }
      } catch (error) {
        await close();
        controller.error(error);
      }
    },
    cancel: close,
  });
}
