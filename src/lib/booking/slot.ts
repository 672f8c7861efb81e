import type { CmsClient } from "../cms/client.ts";
import { isCmsError } from "../cms/cms-error.ts";
import { HttpError } from "../errors/http-error.ts";

/** The content schema of bookable slots. */
export const APPOINTMENTS = "appointments";

/** An appointment item as booking reads it: the version every write is conditional on. */
export interface Slot {
  id: string;
  version: number;
  start: string;
  booked: boolean;
  /** The practitioner's content id (the `practitioner` reference), if the appointment names one. */
  practitionerId: string | undefined;
  /** `durationMinutes`, if set to a positive number. */
  durationMinutes: number | undefined;
}

const invariant = (data: Record<string, unknown>, field: string): unknown => {
  const value = data[field];
  return value && typeof value === "object" ? (value as Record<string, unknown>).iv : undefined;
};

/**
 * The appointment `id` as it is edited now (its draft, if any: that is what a write changes).
 * 404 when there is none, it is not published, or its start is not a date; a content service
 * that fails is a 502, never a 500.
 */
export async function readSlot(cms: CmsClient, id: string): Promise<Slot> {
  let item;
  try {
    item = await cms.contents.get(APPOINTMENTS, id, { unpublished: true });
  } catch (error) {
    if (isCmsError(error) && (error.status === 404 || error.status === 400)) throw new HttpError("NotFound");
    throw upstream(error);
  }
  const start = invariant(item.data, "start");
  if (item.status !== "Published" || typeof start !== "string" || Number.isNaN(Date.parse(start))) throw new HttpError("NotFound");
  const practitioner = invariant(item.data, "practitioner");
  const duration = invariant(item.data, "durationMinutes");
  return {
    id: item.id,
    version: item.version,
    start: new Date(start).toISOString(),
    booked: invariant(item.data, "booked") === true,
    practitionerId: Array.isArray(practitioner) && typeof practitioner[0] === "string" ? practitioner[0] : undefined,
    durationMinutes: typeof duration === "number" && duration > 0 ? duration : undefined,
  };
}

/**
 * Sets the slot's `booked` flag, only if the item is still at `slot.version` (`If-Match`; the
 * service compares and writes in one transaction). False when it changed meanwhile (412).
 */
export async function writeBooked(cms: CmsClient, slot: Slot, booked: boolean): Promise<boolean> {
  try {
    await cms.contents.patch(APPOINTMENTS, slot.id, { booked: { iv: booked } }, { ifMatch: slot.version });
    return true;
  } catch (error) {
    if (isCmsError(error) && error.status === 412) return false;
    throw upstream(error);
  }
}

/** A content service failure as the catalog's 502 (logged; its text stays on the server). */
function upstream(error: unknown): unknown {
  if (!isCmsError(error)) return error;
  console.error(`booking: ${error.message}`);
  return new HttpError("UpstreamError");
}
