import { afterEach, describe, expect, it } from "vitest";
import { createContentCache } from "../cms/cache.ts";
import { embeddedClient, TEST_APP, type EmbeddedClient } from "../../../tests/support/lib/cms/embedded-client.ts";
import type { Services } from "../services.ts";
import { restQuery } from "./content.ts";

const opened: EmbeddedClient[] = [];
afterEach(() => {
  for (const e of opened.splice(0)) e.close();
});

/** The parts of the services `restQuery` reads: the app, a content cache, and the content client over a real embedded service, whose list reads answer `answer` when given. */
function services(answer?: () => Response): Services {
  const embedded = embeddedClient((request, service) =>
    answer && new URL(request.url).pathname.startsWith("/api/content/") ? Promise.resolve(answer()) : service(request),
  );
  opened.push(embedded);
  return { config: { app: TEST_APP }, cache: createContentCache(), cms: embedded.cms } as unknown as Services;
}

const read = (s: Services) => restQuery(s, { url: `api/content/${TEST_APP}/pages`, language: "de", unpublished: false, cache: false }, undefined);

describe("/api/rest over a content service", () => {
  it("hands on the list it reads", async () => {
    const answer = () => Response.json({ total: 1, items: [{ id: "p1", data: { title: "Start" }, extra: [1, 2] }], statuses: [], _links: {} });
    const body = JSON.parse((await read(services(answer))).toString("utf8")) as unknown;
    expect(body).toEqual({ total: 1, items: [{ id: "p1", data: { title: "Start" }, extra: [1, 2] }] });
  });

  it("answers a malformed list with the catalog's UpstreamError (502)", async () => {
    for (const answer of [() => Response.json({ total: 1, items: "none" }), () => Response.json([1, 2]), () => new Response("<html>")]) {
      await expect(read(services(answer))).rejects.toMatchObject({ name: "HttpError", code: "UpstreamError", status: 502 });
    }
  });
});
