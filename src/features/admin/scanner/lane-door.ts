import { useMemo } from 'react';
import type { CheckInRecord, OfflineDoorStatus, QueuedCheckIn } from '@/backend/admin-backend';
import { useDoorState, type DoorView } from './use-door-state';

/**
 * The door as this lane sees it (docs/design.md §5.7): the shared door, plus the admissions this
 * lane made offline for the event and has not synced, marked as such, so the count and the
 * history do not leave them out for the whole outage. A booking the shared door already has
 * checked in (synced a moment ago, or admitted elsewhere first) is counted once.
 */
export function withQueuedAdmissions(
  view: DoorView,
  queued: readonly QueuedCheckIn[],
  eventId: string | null,
): DoorView {
  if (view.status !== 'ready' || eventId === null) return view;
  const inside = new Set(view.state.history.map((record) => record.bookingId));
  const waiting = new Map<string, CheckInRecord>();
  for (const { eventId: queuedFor, record } of queued) {
    if (queuedFor === eventId && !inside.has(record.bookingId)) {
      waiting.set(record.bookingId, record);
    }
  }
  if (waiting.size === 0) return view;
  const unsynced = [...waiting.values()];
  return {
    status: 'ready',
    state: {
      ...view.state,
      history: [...unsynced, ...view.state.history].sort((a, b) =>
        b.checkInTime.localeCompare(a.checkInTime),
      ),
      checkedInPeople:
        view.state.checkedInPeople + unsynced.reduce((people, record) => people + record.people, 0),
    },
    unsynced: new Set(waiting.keys()),
  };
}

/** useDoorState with this lane's unsynced admissions (withQueuedAdmissions). */
export function useLaneDoor(eventId: string | null, lane: OfflineDoorStatus | null): DoorView {
  const door = useDoorState(eventId);
  const queued = lane?.queued;
  return useMemo(() => withQueuedAdmissions(door, queued ?? [], eventId), [door, queued, eventId]);
}
