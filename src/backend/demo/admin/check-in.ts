import { CHECK_INS_FETCH_FAILED_MESSAGE } from '@/domain/admin-messages';
import { CHECK_IN_FAILED_MESSAGE } from '@/domain/check-in';
import { isValidDocumentId } from '@/domain/document-id';
import { totalCheckIns, totalMembersRegistered } from '@/domain/stats';
import { guard } from '@/engine/errors';
import type { BookingDoc, LegacyBookingDoc } from '@/engine/collections';
import { checkIn, checkInRecord, undoCheckIn, type CheckInRecord } from '@/engine/flows/check-in';
import {
  DOOR_SEARCH_LIMIT,
  DOOR_SEARCH_MIN_LENGTH,
  SCAN_LOG_LIMIT,
  type CheckInApi,
  type ScanLogEntry,
  type DoorGuest,
  type DoorState,
} from '../../admin-backend';
import type { DemoContext } from '../context';
import { adminRead, type CurrentActor } from './as-admin';
import { followChanges } from './follow-changes';
import { checkInInput } from '../../port-inputs';

function newestFirst(a: CheckInRecord, b: CheckInRecord): number {
  return b.checkInTime.localeCompare(a.checkInTime) || a.bookingId.localeCompare(b.bookingId);
}

const isCheckedIn = (booking: { checkedIn?: boolean | null }) => booking.checkedIn === true;

const recordsOf = (bookings: BookingDoc[], legacy: LegacyBookingDoc[]): CheckInRecord[] => [
  ...bookings.map((booking) => checkInRecord({ source: 'newbookings', booking })),
  ...legacy.map((booking) => checkInRecord({ source: 'bookings', booking })),
];

function matchesSearch(record: CheckInRecord, text: string): boolean {
  if (record.bookingId === text) return true;
  const wanted = text.toLowerCase();
  return [record.email, record.name].some(
    (field) => typeof field === 'string' && field.toLowerCase().includes(wanted),
  );
}

export function createCheckInApi(ctx: DemoContext, actor: CurrentActor): CheckInApi {
  const { db, env } = ctx;

  const eventBookings = (eventId: string) =>
    Promise.all([
      db.newbookings.where('eventId').equals(eventId).toArray(),
      db.bookings.where('eventId').equals(eventId).toArray(),
    ]);

  const doorState = async (eventId: string): Promise<DoorState> => {
    if (!isValidDocumentId(eventId)) return { history: [], checkedInPeople: 0, bookedPeople: 0 };
    const [bookings, legacy] = await eventBookings(eventId);
    return {
      history: recordsOf(bookings.filter(isCheckedIn), legacy.filter(isCheckedIn)).sort(
        newestFirst,
      ),
      checkedInPeople: totalCheckIns(legacy, bookings),
      bookedPeople: totalMembersRegistered(legacy, bookings),
    };
  };

  return {
    checkIn: (code, eventId, details = {}) =>
      guard(CHECK_IN_FAILED_MESSAGE, () =>
        checkIn(env, actor(), checkInInput(code, eventId, details)),
      ),

    undo: (bookingId) =>
      guard(CHECK_IN_FAILED_MESSAGE, () => undoCheckIn(env, actor(), { bookingId })),

    search: (eventId, text) =>
      adminRead(ctx, actor, CHECK_IN_FAILED_MESSAGE, async (): Promise<DoorGuest[]> => {
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
      adminRead(ctx, actor, CHECK_INS_FETCH_FAILED_MESSAGE, async () => {
        return (await doorState(eventId)).history;
      }),

    scanLog: (eventId) =>
      adminRead(ctx, actor, CHECK_INS_FETCH_FAILED_MESSAGE, async (): Promise<ScanLogEntry[]> => {
        if (!isValidDocumentId(eventId)) return [];
        const lines = await db.scanLog
          .orderBy('at')
          .reverse()
          .filter((line) => line.eventId === eventId)
          .limit(SCAN_LOG_LIMIT)
          .toArray();
        const uids = [...new Set(lines.map((line) => line.adminUid))];
        const admins = await db.users.bulkGet(uids);
        const emailOf = new Map(uids.map((uid, i) => [uid, admins[i]?.email ?? null]));
        return lines.map((line) => ({ ...line, adminEmail: emailOf.get(line.adminUid) ?? null }));
      }),

    watch: (eventId, onChange, onError) =>
      // Every lane at a demo door is a tab of this browser: followChanges hears their writes.
      followChanges(
        () => adminRead(ctx, actor, CHECK_INS_FETCH_FAILED_MESSAGE, () => doorState(eventId)),
        onChange,
        onError,
      ),
  };
}
