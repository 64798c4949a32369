import { isValidDocumentId } from '@/domain/document-id';
import { decideOfflineCheckIn } from '@/domain/offline-door';
import type { RandomBytes } from '@/domain/random-bytes';
import {
  SCAN_CODE_MAX,
  SCAN_DEVICE_MAX,
  checkInRecord,
  noBookingId,
  type CheckInInput,
  type CheckInResult,
  type Found,
  type OtherEvent,
} from '../flows/check-in';
import type { QueuedAdmission } from '../flows/replay-offline-admissions';
import { newDocumentId } from '../ids';

/** What a lane knows with no network: its copy of the door list (an adapter's cache). */
export interface LocalDoorCopy {
  /** The booking as this device last heard of it, or null when the copy lacks it. */
  booking(bookingId: string): Promise<NonNullable<Found> | null>;
  event(eventId: string): Promise<OtherEvent | null>;
}

export interface OfflineVerdict {
  result: CheckInResult;
  /** The admission to queue on the device, for a green; null otherwise. */
  admission: QueuedAdmission | null;
}

/**
 * docs/design.md §5.7: the verdict of a scan made offline, from the lane's copy and its own queue
 * (`waiting`), by the same rule as online. Null when the copy cannot answer: a ticket link (its
 * token is not in the copy) or a booking the copy has never seen, which the lane must not guess.
 * Nothing is logged offline: a green's line is written when its admission is replayed.
 */
export async function decideOffline(
  copy: LocalDoorCopy,
  waiting: readonly QueuedAdmission[],
  input: CheckInInput,
  lane: { now: Date; by: string; random: RandomBytes },
): Promise<OfflineVerdict | null> {
  if (input.bookingId === null) {
    return input.token ? null : { result: noBookingId(), admission: null };
  }
  if (!isValidDocumentId(input.bookingId)) {
    const refusal = decideOfflineCheckIn(null, input.eventId, lane.now, lane.by, null);
    if (refusal.ok) throw new Error('unreachable: admitted without a booking');
    return { result: { ...refusal, booking: null, otherEvent: null }, admission: null };
  }
  const found = await copy.booking(input.bookingId);
  if (!found) return null;
  const queued = waiting.find((admission) => admission.bookingId === found.booking.id);
  const decision = decideOfflineCheckIn(
    found.booking,
    input.eventId,
    lane.now,
    lane.by,
    queued ? { at: queued.scannedAt, by: lane.by } : null,
  );
  if (!decision.ok) {
    const otherEvent =
      decision.reason === 'other-event' && isValidDocumentId(found.booking.eventId)
        ? await copy.event(found.booking.eventId)
        : null;
    return {
      result: { ...decision, booking: checkInRecord(found), otherEvent },
      admission: null,
    };
  }
  const admission: QueuedAdmission = {
    id: input.logId ?? newDocumentId(lane.random),
    bookingId: found.booking.id,
    eventId: input.eventId,
    scanned: String(input.scanned ?? found.booking.id).slice(0, SCAN_CODE_MAX),
    device: input.device ? String(input.device).slice(0, SCAN_DEVICE_MAX) : null,
    scannedAt: decision.update.checkInTime,
  };
  return { result: { ok: true, record: checkInRecord(found, decision.update) }, admission };
}
