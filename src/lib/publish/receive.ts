import * as v from "valibot";
import { prepared } from "../../base/prepared.ts";
import { HttpError } from "../errors/http-error.ts";
import { readBytes } from "../http/body.ts";
import { parseOrThrow } from "../parse.ts";
import type { Services } from "../services.ts";
import type { PublishEvent } from "./hook.ts";
import { verifySignature } from "./signature.ts";

const text = (max: number) => v.optional(v.pipe(v.string(), v.maxLength(max)));

/** The Squidex rule envelope, read leniently: only what the site records. */
const EnvelopeSchema = v.looseObject({
  type: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  payload: v.optional(
    v.looseObject({
      id: text(200),
      status: text(50),
      schemaId: v.optional(v.union([v.pipe(v.string(), v.maxLength(300)), v.looseObject({ name: text(200) })])),
    }),
  ),
});

/**
 * Handles one webhook call: checks `X-Signature` (401 and nothing recorded otherwise), clears the
 * content cache and the on-demand site data, records the event in `content_events` and tells the
 * publish listeners.
 */
export async function receiveContentEvent(services: Services, request: Request): Promise<PublishEvent> {
  const { config } = services;
  const raw = await readBytes(request, config.jsonBodyLimit * 4);
  if (!verifySignature(raw, config.publishHookSecret, request.headers.get("x-signature"))) throw new HttpError("InvalidSignature");
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(raw));
  } catch {
    throw new HttpError("InvalidJson");
  }
  const envelope = parseOrThrow(EnvelopeSchema, json, "content event");
  const schemaId = envelope.payload?.schemaId;
  const schemaName = typeof schemaId === "string" ? schemaId.split(",").pop() : schemaId?.name;
  const event: PublishEvent = {
    type: envelope.type,
    schema: schemaName,
    contentId: envelope.payload?.id,
    status: envelope.payload?.status,
    receivedAt: Date.now(),
  };
  services.clearContent();
  prepared(services.db, "INSERT INTO content_events (type, schema_name, content_id, status, received_at) VALUES (?, ?, ?, ?, ?)").run(
    event.type,
    event.schema ?? null,
    event.contentId ?? null,
    event.status ?? null,
    event.receivedAt,
  );
  services.publish.notify(event);
  return event;
}
