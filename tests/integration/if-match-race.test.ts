import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APP, startTestService, type TestService } from "../helpers/content-service.ts";

/**
 * The guarantee booking stands on, checked on the content service alone, the way a real Squidex
 * is asked: of many `PATCH`es of one item with `If-Match` on the same version, released together,
 * exactly one applies (200) and every other gets 412, so exactly one visitor can claim a slot.
 */
const RACERS = 50;
const ROUNDS = 100;

let t: TestService;
const json = { "content-type": "application/json" };

beforeAll(async () => {
  t = await startTestService();
  const schema = { name: "slots", isPublished: true, fields: [{ name: "booked", properties: { fieldType: "Boolean" } }] };
  expect((await t.call(`/api/apps/${APP}/schemas`, { method: "POST", headers: json, body: JSON.stringify(schema) })).status).toBe(201);
});
afterAll(() => t?.close());

async function slot(): Promise<{ id: string; version: number }> {
  const res = await t.call(`/api/content/${APP}/slots?publish=true`, { method: "POST", headers: json, body: JSON.stringify({ booked: { iv: false } }) });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string; version: number };
}

describe("If-Match on the embedded content service", () => {
  it(`${RACERS} conditional PATCHes of one item on one version, released together, ${ROUNDS} rounds: one 200, the rest 412`, async () => {
    const started = performance.now();
    for (let round = 0; round < ROUNDS; round++) {
      const { id, version } = await slot();
      const token = await t.token("Editor");
      let release!: () => void;
      const barrier = new Promise<void>((resolve) => (release = resolve));
      const racers = Array.from({ length: RACERS }, async () => {
        await barrier;
        const res = await fetch(`${t.url}/api/content/${APP}/slots/${id}`, {
          method: "PATCH",
          headers: { ...json, authorization: `Bearer ${token}`, "If-Match": String(version) },
          body: JSON.stringify({ booked: { iv: true } }),
        });
        await res.body?.cancel();
        return res.status;
      });
      release();
      const statuses = await Promise.all(racers);
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect(statuses.filter((s) => s !== 200)).toEqual(Array(RACERS - 1).fill(412));
      const after = (await (await t.call(`/api/content/${APP}/slots/${id}`)).json()) as { version: number; data: { booked: { iv: boolean } } };
      expect(after).toMatchObject({ version: version + 1, data: { booked: { iv: true } } });
    }
    console.log(`If-Match race: ${ROUNDS} rounds of ${RACERS} in ${Math.round(performance.now() - started)} ms`);
  }, 120_000);
});
