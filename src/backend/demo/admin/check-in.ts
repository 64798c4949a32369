import { CHECK_INS_FETCH_FAILED_MESSAGE } from '@/domain/admin-messages';
import { CHECK_IN_FAILED_MESSAGE } from '@/domain/check-in';
import { isValidDocumentId } from '@/domain/document-id';
import { normaliseEmail } from '@/domain/email';
import { guard } from '@/engine/errors';
import { checkIn, checkInRecord, undoCheckIn, type CheckInRecord } from '@/engine/flows/check-in';
import type { CheckInApi } from '../../admin-backend';
import type { DemoContext } from '../context';
import { adminRead, type CurrentActor } from './as-admin';

function newestFirst(a: CheckInRecord, b: CheckInRecord): number {
  return b.checkInTime.localeCompare(a.checkInTime) || a.bookingId.localeCompare(b.bookingId);
}

export function createCheckInApi(ctx: DemoContext, actor: CurrentActor): CheckInApi {
  const { db, env } = ctx;

  return {
    checkIn: (bookingId, eventId, details = {}) =>
      guard(CHECK_IN_FAILED_MESSAGE, () =>
        checkIn(env, actor(), {
          bookingId,
          eventId,
          ...(details.scanned !== undefined ? { scanned: details.scanned } : {}),
          device: details.device ?? null,
        }),
      ),

    undo: (bookingId) =>
      guard(CHECK_IN_FAILED_MESSAGE, () => undoCheckIn(env, actor(), { bookingId })),

    findByEmail: (email, eventId) =>
      adminRead(ctx, actor, CHECK_IN_FAILED_MESSAGE, async () => {
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
      adminRead(ctx, actor, CHECK_INS_FETCH_FAILED_MESSAGE, async () => {
        if (!isValidDocumentId(eventId)) return [];
        const checkedIn = (b: { checkedIn?: boolean | null }) => b.checkedIn === true;
        const [bookings, legacy] = await Promise.all([
          db.newbookings.where('eventId').equals(eventId).filter(checkedIn).toArray(),
          db.bookings.where('eventId').equals(eventId).filter(checkedIn).toArray(),
        ]);
        return [
          ...bookings.map((booking) =>
            checkInRecord({ source: 'newbookings', booking }, booking.checkInTime ?? ''),
          ),
          ...legacy.map((booking) =>
            checkInRecord({ source: 'bookings', booking }, booking.checkInTime ?? ''),
          ),
        ].sort(newestFirst);
      }),
  };
}
