import { decideCheckIn, type CheckInDecision, type CheckInState } from './check-in';

// docs/design.md §5.7: what a lane says and records when it has no network.
export const ADMITTED_OFFLINE_MESSAGE = 'Admitted (offline)';
export const OFFLINE_CONFLICT_MESSAGE = 'Admitted offline on two lanes';
/** A code the lane's local copy cannot answer (a ticket link, a booking it never saw). */
export const NOT_IN_LOCAL_COPY_MESSAGE =
  'This device has no copy of that booking. Check it in by name once the network is back.';

/**
 * How long the door waits for the server before it decides a scan from its own copy, as if
 * offline (docs/design.md §5.7): a check-in's transaction answers in well under a second on a
 * working network, and a guest held longer than about two seconds holds the queue behind them.
 */
export const DOOR_ANSWER_LIMIT_MS = 2_000;
/** A scan the server did not answer in time, where the lane has no offline copy to decide on. */
export const NO_ANSWER_MESSAGE =
  'The server did not answer in time. Check this device’s network, then scan again.';
/** A manual search the server did not answer in time. */
export const SEARCH_NO_ANSWER_MESSAGE =
  'The server did not answer the search. Check the network and try again, or scan the ticket.';

/** An undo the server did not answer in time: it was sent, and may still be applied. */
export const UNDO_NO_ANSWER_MESSAGE =
  'The server did not answer in time. The undo may still go through once the network is back: check the History before trying again.';

/**
 * The time a queued admission is replayed with: the lane's own scan time, unless it is not a
 * date-time or lies after `now` (a phone clock running ahead must not put a check-in in the
 * future), when it is `now`.
 */
export function replayScanTime(scannedAt: unknown, now: Date): Date {
  const time = typeof scannedAt === 'string' ? Date.parse(scannedAt) : Number.NaN;
  return Number.isNaN(time) || time > now.getTime() ? now : new Date(time);
}

/**
 * When the lane went offline (docs/design.md §5.7): the start it kept from before a reload, if
 * that is a date-time not after `now`, else `now`.
 */
export function offlineSince(kept: string | null, now: Date): string {
  const time = kept === null ? Number.NaN : Date.parse(kept);
  return Number.isNaN(time) || time > now.getTime()
    ? now.toISOString()
    : new Date(time).toISOString();
}

/** An admission this lane made offline and has not synced yet. */
export interface QueuedHere {
  at: string;
  by: string;
}

/**
 * The lane's verdict offline, from its local copy of the door list: the online rule
 * (decideCheckIn) on the copy, where an admission still waiting in this lane's queue counts as a
 * check-in, so the same ticket shown twice to one lane is amber the second time.
 */
export function decideOfflineCheckIn(
  booking: CheckInState | null,
  eventId: string | null,
  now: Date,
  by: string,
  queuedHere: QueuedHere | null,
): CheckInDecision {
  const seen =
    booking && queuedHere && booking.checkedIn !== true
      ? { ...booking, checkedIn: true, checkInTime: queuedHere.at, checkedInBy: queuedHere.by }
      : booking;
  return decideCheckIn(seen, eventId, now, by);
}
