import type { IncomingMessage, ServerResponse } from "node:http";
import { Readable } from "node:stream";

export type FetchHandler = (request: Request) => Response | Promise<Response>;

/** Builds a web Request from a Node request; the body streams (nothing is buffered here). */
function toRequest(req: IncomingMessage, origin: string): Request {
  const headers = new Headers();
  for (let i = 0; i < req.rawHeaders.length; i += 2) headers.append(req.rawHeaders[i]!, req.rawHeaders[i + 1]!);
  const method = req.method ?? "GET";
  const hasBody = method !== "GET" && method !== "HEAD";
  return new Request(new URL(req.url ?? "/", origin), {
    method,
    headers,
    body: hasBody ? bodyStream(req) : null,
    // @ts-expect-error Node's fetch needs duplex for streamed bodies; lib.dom does not know it.
    duplex: hasBody ? "half" : undefined,
  });
}

/**
 * A pull-based web stream over the Node request. Unlike `Readable.toWeb`, cancelling it (a 413 cut
 * off mid-body) cannot raise an uncaught ERR_INVALID_STATE (nodejs/node#64529): cancel just stops
 * reading and drains the rest so the connection can answer.
 */
function bodyStream(req: IncomingMessage): ReadableStream<Uint8Array> {
  const iterator = req[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await iterator.next();
        if (done) controller.close();
        else controller.enqueue(new Uint8Array(value.buffer, value.byteOffset, value.byteLength));
      } catch (error) {
        controller.error(error);
      }
    },
    cancel() {
      req.unpipe();
      req.resume();
    },
  });
}

/** Writes a web Response to a Node response, streaming its body. */
async function sendResponse(res: ServerResponse, response: Response): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, key) => {
    if (key === "set-cookie") return;
    headers[key] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) headers["set-cookie"] = cookies;
  res.writeHead(response.status, headers);
  if (!response.body) return void res.end();
  const body = Readable.fromWeb(response.body as import("node:stream/web").ReadableStream);
  await new Promise<void>((resolve, reject) => {
    body.on("error", reject);
    res.on("close", resolve);
    body.pipe(res);
  });
}

/** A `node:http` request listener that runs a fetch handler. */
export function nodeListener(handler: FetchHandler, origin: (req: IncomingMessage) => string) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    try {
      await sendResponse(res, await handler(toRequest(req, origin(req))));
    } catch (error) {
      console.error("request failed", error);
      if (!res.headersSent) res.writeHead(500, { "content-type": "application/json" });
      res.end(JSON.stringify({ message: "Internal server error", statusCode: 500 }));
    }
  };
}
