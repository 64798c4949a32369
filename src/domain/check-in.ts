// docs/product-spec.md §8 scanner messages, plus one the spec lacks (a ticket for another event).
export const CHECK_IN_SUCCESS_MESSAGE = 'Check-in successful!';
export const ALREADY_CHECKED_IN_MESSAGE = 'Already checked in';
export const BOOKING_NOT_FOUND_MESSAGE = 'Invalid QR code. Booking not found.';
export const CHECK_IN_FAILED_MESSAGE = 'Failed to check in user.';
export const NO_UPCOMING_EVENT_MESSAGE = 'No upcoming event found.';
export const WRONG_EVENT_MESSAGE = 'This ticket is for a different event.';
export const NOT_CHECKED_IN_MESSAGE = 'This booking is not checked in.';
/** A late answer to a scan the lane already decided (docs/design.md §5.7); never shown. */
export const CHECK_IN_DECIDED_MESSAGE = 'This scan was decided already.';
export const CAMERA_ACCESS_FAILED_MESSAGE =
  'Failed to access camera devices. Please check permissions.';
/** "Scan from an image" with a picture holding no readable QR: one message, what to try. */
export const NO_QR_IN_IMAGE_MESSAGE =
  'No QR code found in that image. Try a sharper photo with the whole code in view.';
export const NOT_AN_IMAGE_MESSAGE = 'That file could not be opened as an image.';
export const QR_READER_FAILED_MESSAGE =
  'The QR reader could not load. Check the connection and try again.';

/** The fields check-in reads from a new or legacy booking. */
export interface CheckInState {
  checkedIn?: boolean | null;
  checkInTime?: string | null;
  /** Who admitted it (the organiser's e-mail), so a second scan can say who let them in. */
  checkedInBy?: string | null;
  eventId?: string | null;
}

export type CheckInRefusal = 'not-found' | 'already' | 'other-event';

export interface CheckInUpdate {
  checkedIn: true;
  checkInTime: string;
  checkedInBy: string;
}

export type CheckInDecision =
  | { ok: true; update: CheckInUpdate }
  | {
      ok: false;
      /** What the door screen branches on (amber for 'already', red otherwise). */
      reason: CheckInRefusal;
      message:
        | typeof BOOKING_NOT_FOUND_MESSAGE
        | typeof ALREADY_CHECKED_IN_MESSAGE
        | typeof WRONG_EVENT_MESSAGE;
      /** When the earlier check-in happened, so door staff can judge a second scan. */
      checkedInAt: string | null;
      /** Who admitted it then (null when not recorded, as on bookings admitted before). */
      checkedInBy: string | null;
    };

/**
 * Run inside the adapter's transaction on the freshly read booking, so two scanners racing on one
 * ticket see each other's write and only one is admitted. `eventId` is the event being scanned
 * for; pass null to skip that check.
 */
export function decideCheckIn(
  booking: CheckInState | null,
  eventId: string | null,
  now: Date,
  by: string,
): CheckInDecision {
  if (booking === null) {
    return {
      ok: false,
      reason: 'not-found',
      message: BOOKING_NOT_FOUND_MESSAGE,
      checkedInAt: null,
      checkedInBy: null,
    };
  }
  const earlier = {
    checkedInAt: booking.checkInTime ?? null,
    checkedInBy: booking.checkedInBy ?? null,
  };
  if (eventId !== null && booking.eventId && booking.eventId !== eventId) {
    return { ok: false, reason: 'other-event', message: WRONG_EVENT_MESSAGE, ...earlier };
  }
  if (booking.checkedIn === true) {
    return { ok: false, reason: 'already', message: ALREADY_CHECKED_IN_MESSAGE, ...earlier };
  }
  return {
    ok: true,
    update: { checkedIn: true, checkInTime: now.toISOString(), checkedInBy: by },
  };
}
