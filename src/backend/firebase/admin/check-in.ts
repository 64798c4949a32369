import { collection, doc, limit, orderBy, query, where } from 'firebase/firestore';
import { CHECK_INS_FETCH_FAILED_MESSAGE } from '@/domain/admin-messages';
import { CHECK_IN_FAILED_MESSAGE } from '@/domain/check-in';
import { readDoorHistory, searchDoor } from '@/engine/reads/door';
import { readScanLog, type ScanLogSource } from '@/engine/reads/scan-log';
import type { CheckInApi } from '../../admin-backend';
import { adminRead } from './as-admin';
import type { FirebaseAdminContext } from './context';
import { watchDoorConflicts } from './door-conflicts-watch';
import { watchDoor } from './door-watch';
import { eventBookingsReader } from './event-bookings';
import { readDoc, readQuery } from './read-docs';

/** The door's reads; its writes (check in, undo) are the shared adminWrites. */
export function createCheckInReads(
  ctx: FirebaseAdminContext,
): Omit<CheckInApi, 'checkIn' | 'undo'> {
  const { db } = ctx;

  // The door's reads are the engine's (src/engine/reads/): this adapter gives them only I/O.
  const eventBookings = eventBookingsReader(db);

  const scanLog: ScanLogSource = {
    lines: (eventId, count) =>
      readQuery(
        'scanLog',
        query(
          collection(db, 'scanLog'),
          where('eventId', '==', eventId),
          orderBy('at', 'desc'),
          limit(count),
        ),
      ),
    // One `get` per organiser: readScanLog asks for each once.
    emails: (uids) =>
      Promise.all(
        uids.map(async (uid) => (await readDoc('users', doc(db, 'users', uid)))?.email ?? null),
      ),
  };

  return {
    search: (eventId, text) =>
      adminRead(ctx, CHECK_IN_FAILED_MESSAGE, () => searchDoor(eventBookings, eventId, text)),

    history: (eventId) =>
      adminRead(ctx, CHECK_INS_FETCH_FAILED_MESSAGE, () => readDoorHistory(eventBookings, eventId)),

    scanLog: (eventId) =>
      adminRead(ctx, CHECK_INS_FETCH_FAILED_MESSAGE, () => readScanLog(scanLog, eventId)),

    watch: (eventId, onChange, onError) => watchDoor(ctx, eventId, onChange, onError),

    watchConflicts: (eventId, onChange, onError) =>
      watchDoorConflicts(ctx, scanLog.emails, eventId, onChange, onError),
  };
}
