import { expect, type APIRequestContext } from "@playwright/test";

/** The e2e server's minimum fill time (playwright.config.ts, VISITOR_FORM_MIN_FILL_MS) and a margin. */
export const FILL_MS = 900;

/** One open slot as `GET /api/appointments` lists it. */
export interface ApiSlot {
  id: string;
  start: string;
}

let visitors = 0;
/** An e-mail address no other test (or run) uses. */
export const visitorEmail = (tag: string) => `${tag}-${Date.now()}-${++visitors}@example.test`;

/** The open slots of the next `days` days and a fresh form stamp. */
export async function openSlots(request: APIRequestContext, days = 28): Promise<{ slots: ApiSlot[]; stamp: string }> {
  const res = await request.get(`/api/appointments?days=${days}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as { slots: ApiSlot[]; stamp: string };
}

/**
 * Books `slotId` through the endpoint the island calls, as another visitor would (same origin, a
 * stamp older than the minimum fill time); returns the answer with its cancel token.
 */
export async function bookThroughApi(
  request: APIRequestContext,
  baseURL: string,
  slotId: string,
  o: { email?: string; language?: "de" | "en"; name?: string; message?: string } = {},
): Promise<{ booking: { id: string; start: string }; cancel: { token: string } }> {
  const { stamp } = await openSlots(request, 1);
  await new Promise((resolve) => setTimeout(resolve, FILL_MS));
  const res = await request.post(`/api/appointments/${slotId}/book`, {
    headers: { origin: baseURL },
    data: {
      name: o.name ?? "Other Visitor",
      ...(o.message ? { message: o.message } : {}),
      email: o.email ?? visitorEmail("other"),
      language: o.language ?? "de",
      idempotencyKey: crypto.randomUUID(),
      website: "",
      formStamp: stamp,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { booking: { id: string; start: string }; cancel: { token: string } };
}
