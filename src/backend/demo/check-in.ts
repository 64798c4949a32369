import { CHECK_INS_FETCH_FAILED_MESSAGE } from '@/domain/admin-messages';
import { isValidDocumentId } from '@/domain/booking';
import {
  BOOKING_NOT_FOUND_MESSAGE,
  CHECK_IN_FAILED_MESSAGE,
  decideCheckIn,
} from '@/domain/check-in';
import { normaliseEmail } from '@/domain/email';
import { bookingHeadcount, legacyHeadcount } from '@/domain/stats';
import type { CheckInApi, CheckInRecord, CheckInResult } from '../backend';
import type { DemoContext } from './context';
import type { StoredBooking, StoredLegacyBooking } from './db';
import { guard } from './guard';

function newRecord(booking: StoredBooking, checkInTime: string): CheckInRecord {
  return {
    bookingId: booking.id,
    source: 'newbookings',
    email: booking.email,
    name: null,
    people: bookingHeadcount(booking),
    checkInTime,
  };
}

function legacyRecord(booking: StoredLegacyBooking, checkInTime: string): CheckInRecord {
  return {
    bookingId: booking.id,
    source: 'bookings',
    email: booking.email,
    name: booking.name?.trim() || null,
    people: legacyHeadcount(booking),
    checkInTime,
  };
}

function newestFirst(a: CheckInRecord, b: CheckInRecord): number {
  return b.checkInTime.localeCompare(a.checkInTime) || a.bookingId.localeCompare(b.bookingId);
}

export function createCheckInApi(ctx: DemoContext): CheckInApi {
  const { db } = ctx;

  return {
    // DESIGN §5: read and mark in one transaction, so of two scanners on one ticket only the
    // first sees it unchecked.
    checkIn: (bookingId, eventId) =>
      guard(CHECK_IN_FAILED_MESSAGE, async (): Promise<CheckInResult> => {
        const notFound: CheckInResult = {
          ok: false,
          message: BOOKING_NOT_FOUND_MESSAGE,
          checkedInAt: null,
        };
        if (!isValidDocumentId(bookingId)) return notFound;
        const now = ctx.now();
        return db.transaction('rw', [db.newbookings, db.bookings], async () => {
          const booking = await db.newbookings.get(bookingId);
          if (booking) {
            const decision = decideCheckIn(booking, eventId, now);
            if (!decision.ok) return decision;
            await db.newbookings.update(booking.id, decision.update);
            return { ok: true, record: newRecord(booking, decision.update.checkInTime) };
          }
          const legacy = await db.bookings.get(bookingId);
          if (!legacy) return notFound;
          const decision = decideCheckIn(legacy, eventId, now);
          if (!decision.ok) return decision;
          await db.bookings.update(legacy.id, decision.update);
          return { ok: true, record: legacyRecord(legacy, decision.update.checkInTime) };
        });
      }),

    findByEmail: (email, eventId) =>
      guard(CHECK_IN_FAILED_MESSAGE, async () => {
        const wanted = normaliseEmail(String(email ?? ''));
        if (wanted === '' || !isValidDocumentId(eventId)) return [];
        const matches = (stored: { email?: string }) =>
          typeof stored.email === 'string' && normaliseEmail(stored.email) === wanted;
        const [bookings, legacy] = await Promise.all([
          db.newbookings.where('eventId').equals(eventId).filter(matches).toArray(),
          db.bookings.where('eventId').equals(eventId).filter(matches).toArray(),
        ]);
        return [
          ...bookings.map((b) => ({ bookingId: b.id, source: 'newbookings' as const })),
          ...legacy.map((b) => ({ bookingId: b.id, source: 'bookings' as const })),
        ];
      }),

    history: (eventId) =>
      guard(CHECK_INS_FETCH_FAILED_MESSAGE, async () => {
        if (!isValidDocumentId(eventId)) return [];
        const checkedIn = (b: { checkedIn?: boolean | null }) => b.checkedIn === true;
        const [bookings, legacy] = await Promise.all([
          db.newbookings.where('eventId').equals(eventId).filter(checkedIn).toArray(),
          db.bookings.where('eventId').equals(eventId).filter(checkedIn).toArray(),
        ]);
        return [
          ...bookings.map((b) => newRecord(b, b.checkInTime ?? '')),
          ...legacy.map((b) => legacyRecord(b, b.checkInTime ?? '')),
        ].sort(newestFirst);
      }),
  };
}
