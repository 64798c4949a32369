import { collection, doc, limit, orderBy, query, where } from 'firebase/firestore';
import {
  CHECK_INS_FETCH_FAILED_MESSAGE,
  EVENTS_FETCH_FAILED_MESSAGE,
} from '@/domain/admin-messages';
import type { EventStatus } from '@/domain/event-life';
import { sortEventsByDate } from '@/domain/events';
import { doorEventsOf } from '@/domain/team';
import { toEvent } from '@/engine/flows/events';
import { CHECK_IN_FAILED_MESSAGE } from '@/domain/check-in';
import { readDoorHistory, searchDoor } from '@/engine/reads/door';
import { readScanLog, type ScanLogSource } from '@/engine/reads/scan-log';
import type { CheckInApi } from '../../admin-backend';
import { doorRead, staffRead } from './as-admin';
import type { FirebaseAdminContext } from './context';
import { watchDoorConflicts } from './door-conflicts-watch';
import { watchDoor } from './door-watch';
import { eventBookingsReader } from './event-bookings';
import { readDoc, readQuery } from './read-docs';

/** The stored statuses of an event whose door may open: on sale, or sales closed. */
const DOOR_EVENT_STATUSES: EventStatus[] = ['published', 'closed'];

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
    // One `get` per organiser, for lines from before they carried the staff member's e-mail:
    // readScanLog asks for each once. Door staff may not read other people's records: unnamed.
    emails: (uids) =>
      Promise.all(
        uids.map(async (uid) =>
          readDoc('users', doc(db, 'users', uid)).then(
            (user) => user?.email ?? null,
            () => null,
          ),
        ),
      ),
  };

  return {
    // Read the events, keep those this person may work the door of. Door staff may not read
    // drafts, so their query asks for the events a door can open (firestore.rules).
    events: () =>
      staffRead(ctx, EVENTS_FETCH_FAILED_MESSAGE, async (access) => {
        const events =
          access?.role === 'organiser'
            ? collection(db, 'events')
            : query(collection(db, 'events'), where('status', 'in', DOOR_EVENT_STATUSES));
        return sortEventsByDate(
          doorEventsOf(access, (await readQuery('events', events)).map(toEvent)),
        );
      }),

    search: (eventId, text) =>
      doorRead(ctx, eventId, CHECK_IN_FAILED_MESSAGE, () =>
        searchDoor(eventBookings, eventId, text),
      ),

    history: (eventId) =>
      doorRead(ctx, eventId, CHECK_INS_FETCH_FAILED_MESSAGE, () =>
        readDoorHistory(eventBookings, eventId),
      ),

    scanLog: (eventId) =>
      doorRead(ctx, eventId, CHECK_INS_FETCH_FAILED_MESSAGE, () => readScanLog(scanLog, eventId)),

    watch: (eventId, onChange, onError) => watchDoor(ctx, eventId, onChange, onError),

    watchConflicts: (eventId, onChange, onError) =>
      watchDoorConflicts(ctx, scanLog.emails, eventId, onChange, onError),
  };
}
