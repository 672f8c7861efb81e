import type { APIRoute } from "astro";
import { guarded, otherMethods } from "../../../lib/api/endpoint.ts";
import { HttpError } from "../../../lib/errors/http-error.ts";

export const prerender = false;

/** A comment line this often keeps proxies from closing an idle stream. */
const KEEPALIVE_MS = 25_000;

/**
 * `GET /api/builds/stream` (editors): the build status as server-sent events, the current one
 * first, then every change (`event: status`, JSON data), until the editor goes away.
 */
export const GET: APIRoute = (context) =>
  guarded(context, async () => {
    if (!context.locals.user) throw new HttpError("Unauthenticated");
    const { builds } = context.locals.services;
    const encoder = new TextEncoder();
    let cleanup = () => {};
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        const send = (text: string) => {
          try {
            controller.enqueue(encoder.encode(text));
          } catch {
            cleanup();
          }
        };
        const status = (value: unknown) => send(`event: status\ndata: ${JSON.stringify(value)}\n\n`);
        status(builds.get());
        const unsubscribe = builds.subscribe(status);
        const timer = setInterval(() => send(": keep-alive\n\n"), KEEPALIVE_MS);
        cleanup = () => {
          unsubscribe();
          clearInterval(timer);
        };
        context.request.signal.addEventListener("abort", () => {
          cleanup();
          try {
            controller.close();
          } catch {
            // already closed
          }
        });
      },
      cancel() {
        cleanup();
      },
    });
    // no-transform: the compression middleware would buffer the events.
    return new Response(body, {
      headers: { "content-type": "text/event-stream; charset=utf-8", "cache-control": "no-store, no-transform", "x-accel-buffering": "no" },
    });
  });
export const ALL = otherMethods({ GET });
