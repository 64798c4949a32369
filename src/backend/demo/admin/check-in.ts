import {
  CHECK_INS_FETCH_FAILED_MESSAGE,
  EVENTS_FETCH_FAILED_MESSAGE,
} from '@/domain/admin-messages';
import { sortEventsByDate } from '@/domain/events';
import { doorEventsOf } from '@/domain/team';
import { toEvent } from '@/engine/flows/events';
import { CHECK_IN_FAILED_MESSAGE } from '@/domain/check-in';
import { readDoorHistory, readDoorState, searchDoor } from '@/engine/reads/door';
import {
  doorConflictsOf,
  nameScanLogLines,
  readScanLog,
  type ScanLogSource,
} from '@/engine/reads/scan-log';
import type { CheckInApi } from '../../admin-backend';
import type { DemoContext } from '../context';
import { doorRead, staffRead, type CurrentActor } from './as-admin';
import { eventBookingsReader } from './event-bookings';
import { followChanges } from './follow-changes';

/** The door's reads; its writes (check in, undo) are the shared adminWrites. */
export function createCheckInReads(
  ctx: DemoContext,
  actor: CurrentActor,
): Omit<CheckInApi, 'checkIn' | 'undo'> {
  const { db } = ctx;

  // The door's reads are the engine's (src/engine/reads/): this adapter gives them only I/O.
  const eventBookings = eventBookingsReader(ctx);

  const scanLog: ScanLogSource = {
    lines: (eventId, limit) =>
      db.scanLog
        .orderBy('at')
        .reverse()
        .filter((line) => line.eventId === eventId)
        .limit(limit)
        .toArray(),
    emails: async (uids) => (await db.users.bulkGet(uids)).map((user) => user?.email ?? null),
  };

  return {
    events: () =>
      staffRead(ctx, actor, EVENTS_FETCH_FAILED_MESSAGE, async (access) =>
        sortEventsByDate(doorEventsOf(access, (await db.events.toArray()).map(toEvent))),
      ),

    search: (eventId, text) =>
      doorRead(ctx, actor, eventId, CHECK_IN_FAILED_MESSAGE, () =>
        searchDoor(eventBookings, eventId, text),
      ),

    history: (eventId) =>
      doorRead(ctx, actor, eventId, CHECK_INS_FETCH_FAILED_MESSAGE, () =>
        readDoorHistory(eventBookings, eventId),
      ),

    scanLog: (eventId) =>
      doorRead(ctx, actor, eventId, CHECK_INS_FETCH_FAILED_MESSAGE, () =>
        readScanLog(scanLog, eventId),
      ),

    watch: (eventId, onChange, onError) =>
      // Every lane at a demo door is a tab of this browser: followChanges hears their writes.
      followChanges(
        () =>
          doorRead(ctx, actor, eventId, CHECK_INS_FETCH_FAILED_MESSAGE, () =>
            readDoorState(eventBookings, eventId),
          ),
        onChange,
        onError,
      ),

    // The demo's lanes never lose a network, so it has no conflicts of its own; it follows its
    // scan log as the Firebase adapter does, for the port's promise.
    watchConflicts: (eventId, onChange, onError) =>
      followChanges(
        () =>
          doorRead(ctx, actor, eventId, CHECK_INS_FETCH_FAILED_MESSAGE, async () =>
            nameScanLogLines(
              scanLog,
              doorConflictsOf(
                await db.scanLog.filter((line) => line.result === 'conflict').toArray(),
                eventId,
              ),
            ),
          ),
        onChange,
        onError,
      ),
  };
}
