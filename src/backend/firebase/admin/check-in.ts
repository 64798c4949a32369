import { collection, doc, limit, orderBy, query, where } from 'firebase/firestore';
import { CHECK_INS_FETCH_FAILED_MESSAGE } from '@/domain/admin-messages';
import { CHECK_IN_FAILED_MESSAGE } from '@/domain/check-in';
import { isValidDocumentId } from '@/domain/document-id';
import { guard } from '@/engine/errors';
import { checkIn, undoCheckIn } from '@/engine/flows/check-in';
import {
  DOOR_SEARCH_LIMIT,
  DOOR_SEARCH_MIN_LENGTH,
  SCAN_LOG_LIMIT,
  type CheckInApi,
  type DoorGuest,
  type ScanLogEntry,
} from '../../admin-backend';
import { adminRead } from './as-admin';
import type { FirebaseAdminContext } from './context';
import { historyOf, isCheckedIn, matchesSearch, recordsOf } from './door';
import { watchDoor } from './door-watch';
import { eventBookingQueries } from './event-bookings';
import { readDoc, readQuery } from './read-docs';
import { checkInInput } from '../../port-inputs';

export function createCheckInApi(ctx: FirebaseAdminContext): CheckInApi {
  const { db, env, actor } = ctx;

  const eventBookings = (eventId: string, checkedInOnly = false) => {
    const queries = eventBookingQueries(db, eventId, checkedInOnly);
    return Promise.all([
      readQuery('newbookings', queries.bookings),
      readQuery('bookings', queries.legacy),
    ]);
  };

  return {
    checkIn: (code, eventId, details = {}) =>
      guard(CHECK_IN_FAILED_MESSAGE, () =>
        checkIn(env, actor(), checkInInput(code, eventId, details)),
      ),

    undo: (bookingId) =>
      guard(CHECK_IN_FAILED_MESSAGE, () => undoCheckIn(env, actor(), { bookingId })),

    // Firestore cannot match "contains, any case", so the event's bookings (at most its
    // capacity) are read and matched here, as the demo adapter matches them.
    search: (eventId, text) =>
      adminRead(ctx, CHECK_IN_FAILED_MESSAGE, async (): Promise<DoorGuest[]> => {
        const wanted = String(text ?? '').trim();
        if (wanted.length < DOOR_SEARCH_MIN_LENGTH || !isValidDocumentId(eventId)) return [];
        const [bookings, legacy] = await eventBookings(eventId);
        const checkedIn = new Set([...bookings, ...legacy].filter(isCheckedIn).map((b) => b.id));
        return recordsOf(bookings, legacy)
          .filter((record) => matchesSearch(record, wanted))
          .slice(0, DOOR_SEARCH_LIMIT)
          .map((record) => ({ ...record, checkedIn: checkedIn.has(record.bookingId) }));
      }),

    history: (eventId) =>
      adminRead(ctx, CHECK_INS_FETCH_FAILED_MESSAGE, async () => {
        if (!isValidDocumentId(eventId)) return [];
        const [bookings, legacy] = await eventBookings(eventId, true);
        return historyOf(bookings, legacy);
      }),

    scanLog: (eventId) =>
      adminRead(ctx, CHECK_INS_FETCH_FAILED_MESSAGE, async (): Promise<ScanLogEntry[]> => {
        if (!isValidDocumentId(eventId)) return [];
        const lines = await readQuery(
          'scanLog',
          query(
            collection(db, 'scanLog'),
            where('eventId', '==', eventId),
            orderBy('at', 'desc'),
            limit(SCAN_LOG_LIMIT),
          ),
        );
        // A door has a handful of organisers: one `get` each for the e-mail shown.
        const uids = [...new Set(lines.map((line) => line.adminUid))].filter(isValidDocumentId);
        const admins = await Promise.all(
          uids.map((uid) => readDoc('users', doc(db, 'users', uid))),
        );
        const emailOf = new Map(uids.map((uid, i) => [uid, admins[i]?.email ?? null]));
        return lines.map((line) => ({ ...line, adminEmail: emailOf.get(line.adminUid) ?? null }));
      }),

    watch: (eventId, onChange, onError) => watchDoor(ctx, eventId, onChange, onError),
  };
}
