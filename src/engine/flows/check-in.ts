import {
  BOOKING_NOT_FOUND_MESSAGE,
  NOT_CHECKED_IN_MESSAGE,
  decideCheckIn,
  type CheckInDecision,
  type CheckInRefusal,
} from '@/domain/check-in';
import { isValidDocumentId } from '@/domain/document-id';
import { bookingHeadcount, legacyHeadcount } from '@/domain/stats';
import type { BookingDoc, LegacyBookingDoc, ScanLogDoc, ScanResult } from '../collections';
import { BackendError } from '../errors';
import type { Actor, FlowEnv } from '../flow-env';
import { newDocumentId } from '../ids';
import { requireAdmin } from '../require-admin';
import type { Transaction } from '../store';

export interface CheckInRecord {
  bookingId: string;
  source: 'newbookings' | 'bookings';
  email: string;
  name: string | null;
  /** People this booking admits: its tickets, or 2 for a legacy duo. */
  people: number;
  checkInTime: string;
}

export type CheckInResult =
  { ok: true; record: CheckInRecord } | Extract<CheckInDecision, { ok: false }>;

export interface CheckInInput {
  /** The booking id read from the code (null when the code held none). */
  bookingId: string | null;
  /** The event the door is scanning for; null skips that check. */
  eventId: string | null;
  /** What was scanned or typed, for the scan log; the booking id when not given. */
  scanned?: string;
  /** Which device scanned, for the scan log. */
  device?: string | null;
}

/** Longest scanned text the log keeps: a 10 KB garbage QR is logged, but not in full. */
export const SCAN_CODE_MAX = 500;

type Found =
  | { source: 'newbookings'; booking: BookingDoc }
  | { source: 'bookings'; booking: LegacyBookingDoc }
  | null;

/** A booking by id: new bookings first, then legacy ones (DESIGN §5). */
async function findBooking(tx: Transaction, bookingId: string | null): Promise<Found> {
  if (!isValidDocumentId(bookingId)) return null;
  const booking = await tx.get('newbookings', bookingId);
  if (booking) return { source: 'newbookings', booking };
  const legacy = await tx.get('bookings', bookingId);
  return legacy ? { source: 'bookings', booking: legacy } : null;
}

export function checkInRecord(found: NonNullable<Found>, checkInTime: string): CheckInRecord {
  if (found.source === 'newbookings') {
    const { booking } = found;
    return {
      bookingId: booking.id,
      source: 'newbookings',
      email: booking.email,
      name: null,
      people: bookingHeadcount(booking),
      checkInTime,
    };
  }
  const { booking } = found;
  return {
    bookingId: booking.id,
    source: 'bookings',
    email: booking.email,
    name: booking.name?.trim() || null,
    people: legacyHeadcount(booking),
    checkInTime,
  };
}

const LOGGED_AS: Record<CheckInRefusal, ScanResult> = {
  'not-found': 'invalid',
  already: 'already',
  'other-event': 'other-event',
};

function logEntry(
  env: FlowEnv,
  adminUid: string,
  input: CheckInInput,
  result: ScanResult,
  at: string,
): ScanLogDoc {
  return {
    id: newDocumentId(env.random),
    code: String(input.scanned ?? input.bookingId ?? '').slice(0, SCAN_CODE_MAX),
    bookingId: isValidDocumentId(input.bookingId) ? input.bookingId : null,
    eventId: isValidDocumentId(input.eventId) ? input.eventId : null,
    result,
    adminUid,
    at,
    device: input.device ? String(input.device).slice(0, 200) : null,
  };
}

/**
 * DESIGN §5: one transaction reads the booking and marks it, so of two scanners on one ticket
 * only the first is admitted and the other hears "Already checked in" with the first time.
 * Every attempt, admitted or refused, is appended to the scan log in the same transaction.
 */
export async function checkIn(
  env: FlowEnv,
  actor: Actor,
  input: CheckInInput,
): Promise<CheckInResult> {
  const now = env.now();
  return env.store.transaction(async (tx): Promise<CheckInResult> => {
    const admin = await requireAdmin(tx, actor);
    const found = await findBooking(tx, input.bookingId);
    const decision = decideCheckIn(found?.booking ?? null, input.eventId, now);
    const at = now.toISOString();
    if (!decision.ok) {
      const entry = logEntry(env, admin.uid, input, LOGGED_AS[decision.reason], at);
      tx.set('scanLog', entry.id, entry);
      return decision;
    }
    if (!found) throw new Error('unreachable: decided ok without a booking');
    tx.update(found.source, found.booking.id, decision.update);
    const entry = logEntry(env, admin.uid, input, 'admitted', at);
    tx.set('scanLog', entry.id, entry);
    return { ok: true, record: checkInRecord(found, decision.update.checkInTime) };
  });
}

/**
 * Takes back a mistaken check-in (organisers only), logged as 'undone' so the scan log can
 * still answer "who let this person in, and who took it back".
 */
export async function undoCheckIn(
  env: FlowEnv,
  actor: Actor,
  input: { bookingId: string; device?: string | null },
): Promise<CheckInRecord> {
  const now = env.now();
  return env.store.transaction(async (tx) => {
    const admin = await requireAdmin(tx, actor);
    const found = await findBooking(tx, input.bookingId);
    if (!found) throw new BackendError('not-found', BOOKING_NOT_FOUND_MESSAGE);
    if (found.booking.checkedIn !== true)
      throw new BackendError('conflict', NOT_CHECKED_IN_MESSAGE);
    const record = checkInRecord(found, found.booking.checkInTime ?? '');
    tx.update(found.source, found.booking.id, { checkedIn: false, checkInTime: null });
    const entry = logEntry(
      env,
      admin.uid,
      { ...input, eventId: found.booking.eventId ?? null },
      'undone',
      now.toISOString(),
    );
    tx.set('scanLog', entry.id, entry);
    return record;
  });
}
