import {
  BOOKING_NOT_FOUND_MESSAGE,
  CHECK_IN_DECIDED_MESSAGE,
  NOT_CHECKED_IN_MESSAGE,
  decideCheckIn,
  type CheckInDecision,
} from '@/domain/check-in';
import { isValidTicketToken } from '@/domain/booking';
import { isValidDocumentId } from '@/domain/document-id';
import { EMAIL_MAX_LENGTH } from '@/domain/email';
import { DOOR_EVENT_REFUSED_MESSAGE, mayWorkDoor } from '@/domain/team';
import { QR_INVALID_MESSAGE } from '@/domain/qr-payload';
import { scanLogExpiry } from '@/domain/retention';
import { bookingHeadcount, legacyHeadcount } from '@/domain/stats';
import type {
  BookingDoc,
  LegacyBookingDoc,
  ScanLogDoc,
  ScanResult,
  UserDoc,
} from '../collections';
import { BackendError } from '../errors';
import type { Actor, FlowEnv } from '../flow-env';
import { newDocumentId } from '../ids';
import { requireDoor, requireStaff } from '../require-admin';
import type { Transaction } from '../store';

export interface CheckInRecord {
  bookingId: string;
  source: 'newbookings' | 'bookings';
  email: string;
  name: string | null;
  /** People this booking admits: its tickets, or 2 for a legacy duo. */
  people: number;
  /** Basic and Premium tickets of a new booking; null for a legacy one (it has no tiers). */
  tickets: { basic: number; premium: number } | null;
  checkInTime: string;
  /** The organiser who admitted it (e-mail), when recorded. */
  checkedInBy: string | null;
}

/** The event a refused ticket belongs to, so the door can say which. */
export interface OtherEvent {
  id: string;
  title: string;
  date: string;
}

export type CheckInRefused =
  | (Extract<CheckInDecision, { ok: false }> & {
      /** Whose booking it is (for 'already' and 'other-event'). */
      booking: CheckInRecord | null;
      /** For 'other-event': the booking's own event, when it still exists. */
      otherEvent: OtherEvent | null;
    })
  | {
      ok: false;
      /** The code held no booking id (nor a ticket link). */
      reason: 'invalid';
      message: typeof QR_INVALID_MESSAGE;
      checkedInAt: null;
      checkedInBy: null;
      booking: null;
      otherEvent: null;
    };

export type CheckInResult = { ok: true; record: CheckInRecord } | CheckInRefused;

export interface CheckInInput {
  /** The booking id read from the code (null when the code held none). */
  bookingId: string | null;
  /** A ticket link's token, used when the code held a link instead of an id. */
  token?: string | null;
  /** The event the door is scanning for; null skips that check. */
  eventId: string | null;
  /** What was scanned or typed, for the scan log; the booking id when not given. */
  scanned?: string;
  /** Which device scanned, for the scan log. */
  device?: string | null;
  /**
   * The id of this attempt's scan-log line, drawn by the lane before it asked. A lane that gave
   * up waiting decides the same attempt offline under the same id (docs/design.md §5.7), so
   * whichever of the two reaches the server second finds the line and writes nothing.
   */
  logId?: string;
}

/** Longest scanned text the log keeps: a 10 KB garbage QR is logged, but not in full. */
export const SCAN_CODE_MAX = 500;
/** What the scan log keeps of the door device's description. */
export const SCAN_DEVICE_MAX = 200;

export type Found =
  | { source: 'newbookings'; booking: BookingDoc }
  | { source: 'bookings'; booking: LegacyBookingDoc }
  | null;

/**
 * A booking by id, or by the token of its ticket link: new bookings first, then legacy ones
 * (docs/design.md §5.1).
 */
export async function findBooking(
  tx: Transaction,
  bookingId: string | null,
  token?: string | null,
): Promise<Found> {
  if (bookingId === null && isValidTicketToken(token)) {
    const ticket = await tx.get('tickets', token);
    return ticket ? findBooking(tx, ticket.bookingId) : null;
  }
  if (!isValidDocumentId(bookingId)) return null;
  const booking = await tx.get('newbookings', bookingId);
  if (booking) return { source: 'newbookings', booking };
  const legacy = await tx.get('bookings', bookingId);
  return legacy ? { source: 'bookings', booking: legacy } : null;
}

const count = (value: unknown) =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : 0;

/** What the door shows of a booking; the time and admitter are those of `state`. */
export function checkInRecord(
  found: NonNullable<Found>,
  state: { checkInTime?: string | null; checkedInBy?: string | null } = found.booking,
): CheckInRecord {
  const checkInTime = state.checkInTime ?? '';
  const checkedInBy = state.checkedInBy ?? null;
  if (found.source === 'newbookings') {
    const { booking } = found;
    return {
      bookingId: booking.id,
      source: 'newbookings',
      email: booking.email,
      name: booking.name?.trim() || null,
      people: bookingHeadcount(booking),
      tickets: { basic: count(booking.ticket499Count), premium: count(booking.ticket1212Count) },
      checkInTime,
      checkedInBy,
    };
  }
  const { booking } = found;
  return {
    bookingId: booking.id,
    source: 'bookings',
    email: booking.email,
    name: booking.name?.trim() || null,
    people: legacyHeadcount(booking),
    tickets: null,
    checkInTime,
    checkedInBy,
  };
}

export const noBookingId = (): CheckInRefused => ({
  ok: false,
  reason: 'invalid',
  message: QR_INVALID_MESSAGE,
  checkedInAt: null,
  checkedInBy: null,
  booking: null,
  otherEvent: null,
});

async function readOtherEvent(tx: Transaction, eventId: string | undefined) {
  if (!isValidDocumentId(eventId)) return null;
  const event = await tx.get('events', eventId);
  return event ? { id: event.id, title: event.title, date: event.date } : null;
}

const LOGGED_AS: Record<CheckInRefused['reason'], ScanResult> = {
  invalid: 'invalid',
  'not-found': 'invalid',
  already: 'already',
  'other-event': 'other-event',
};

/** A scan-log line; `id` is given when the line's id was fixed earlier (a queued admission's). */
export function logEntry(
  env: FlowEnv,
  staff: Pick<UserDoc, 'uid' | 'email'>,
  input: CheckInInput,
  result: ScanResult,
  at: string,
  id: string = newDocumentId(env.random),
): ScanLogDoc {
  return {
    id,
    code: String(input.scanned ?? input.bookingId ?? input.token ?? '').slice(0, SCAN_CODE_MAX),
    bookingId: isValidDocumentId(input.bookingId) ? input.bookingId : null,
    eventId: isValidDocumentId(input.eventId) ? input.eventId : null,
    result,
    adminUid: staff.uid,
    // Who did it, on the line itself (docs/design.md §5.3): door staff read the log too, and may
    // not read other people's records to name them.
    staffEmail: String(staff.email ?? '').slice(0, EMAIL_MAX_LENGTH),
    at,
    device: input.device ? String(input.device).slice(0, SCAN_DEVICE_MAX) : null,
    expireAt: scanLogExpiry(at),
  };
}

/**
 * docs/design.md §5.2: one transaction reads the booking and marks it, so of two scanners on one
 * ticket only the first is admitted and the other hears "Already checked in" with the first time.
 * Every attempt, admitted or refused, is appended to the scan log in the same transaction.
 */
export async function checkIn(
  env: FlowEnv,
  actor: Actor,
  input: CheckInInput,
): Promise<CheckInResult> {
  const now = env.now();
  return env.store.transaction(async (tx): Promise<CheckInResult> => {
    const admin = await requireDoor(tx, actor, input.eventId);
    if (input.logId !== undefined && (await tx.get('scanLog', input.logId))) {
      throw new BackendError('conflict', CHECK_IN_DECIDED_MESSAGE);
    }
    const at = now.toISOString();
    const refuse = (refusal: CheckInRefused): CheckInRefused => {
      const entry = logEntry(env, admin, input, LOGGED_AS[refusal.reason], at, input.logId);
      tx.set('scanLog', entry.id, entry);
      return refusal;
    };
    if (input.bookingId === null && !input.token) return refuse(noBookingId());
    const found = await findBooking(tx, input.bookingId, input.token);
    const decision = decideCheckIn(found?.booking ?? null, input.eventId, now, admin.email);
    if (!decision.ok) {
      const otherEvent =
        decision.reason === 'other-event' ? await readOtherEvent(tx, found?.booking.eventId) : null;
      return refuse({ ...decision, booking: found ? checkInRecord(found) : null, otherEvent });
    }
    if (!found) throw new Error('unreachable: decided ok without a booking');
    const entry = logEntry(
      env,
      admin,
      { ...input, bookingId: found.booking.id },
      'admitted',
      at,
      input.logId,
    );
    // The booking names its log entry so the security rules can require the two together.
    tx.update(found.source, found.booking.id, { ...decision.update, scanLogId: entry.id });
    tx.set('scanLog', entry.id, entry);
    return { ok: true, record: checkInRecord(found, decision.update) };
  });
}

/**
 * Takes back a mistaken check-in (organisers, or door staff on their own events), logged as 'undone' so the scan log can
 * still answer "who let this person in, and who took it back".
 */
export async function undoCheckIn(
  env: FlowEnv,
  actor: Actor,
  input: { bookingId: string; device?: string | null },
): Promise<CheckInRecord> {
  const now = env.now();
  return env.store.transaction(async (tx) => {
    // Staff first, then the booking, whose event decides whether door staff may undo it.
    const { user: admin, access } = await requireStaff(tx, actor);
    const found = await findBooking(tx, input.bookingId);
    if (access.role === 'door' && !mayWorkDoor(access, found?.booking.eventId)) {
      throw new BackendError('not-assigned', DOOR_EVENT_REFUSED_MESSAGE);
    }
    if (!found) throw new BackendError('not-found', BOOKING_NOT_FOUND_MESSAGE);
    if (found.booking.checkedIn !== true)
      throw new BackendError('conflict', NOT_CHECKED_IN_MESSAGE);
    const record = checkInRecord(found);
    const entry = logEntry(
      env,
      admin,
      { ...input, eventId: found.booking.eventId ?? null },
      'undone',
      now.toISOString(),
    );
    // As for check-in: the rules allow the undo only with the 'undone' entry this id names.
    tx.update(found.source, found.booking.id, {
      checkedIn: false,
      checkInTime: null,
      checkedInBy: null,
      scanLogId: entry.id,
    });
    tx.set('scanLog', entry.id, entry);
    return record;
  });
}
