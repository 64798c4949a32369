import { describe, expect, it } from 'vitest';
import type { CheckInRecord, DoorState } from '@/backend/admin-backend';
import { withQueuedAdmissions } from '@/features/admin/scanner/lane-door';

// docs/design.md §5.7: while offline, the count and the history include this lane's queued
// admissions, marked as not yet synced.

const record = (bookingId: string, people: number, checkInTime: string): CheckInRecord => ({
  bookingId,
  source: 'newbookings',
  email: `${bookingId}@example.com`,
  name: null,
  people,
  tickets: { basic: people, premium: 0 },
  checkInTime,
  checkedInBy: 'organiser@example.com',
});

const inside = record('inside01', 2, '2025-07-28T15:40:00.000Z');
const door: DoorState = { history: [inside], checkedInPeople: 2, bookedPeople: 10 };
const ready = { status: 'ready' as const, state: door };

describe('withQueuedAdmissions', () => {
  it('adds this event’s queued admissions to the count and the history, newest first, marked', () => {
    const queued = record('queued01', 3, '2025-07-28T15:45:00.000Z');
    const view = withQueuedAdmissions(
      ready,
      [
        { eventId: 'party', record: queued },
        { eventId: 'otherParty', record: record('elsewhere', 4, '2025-07-28T15:46:00.000Z') },
      ],
      'party',
    );
    expect(view).toEqual({
      status: 'ready',
      state: { history: [queued, inside], checkedInPeople: 5, bookedPeople: 10 },
      unsynced: new Set(['queued01']),
    });
  });

  it('counts once a booking the shared door already has checked in (just synced, or first elsewhere)', () => {
    const view = withQueuedAdmissions(
      ready,
      [{ eventId: 'party', record: record('inside01', 2, '2025-07-28T15:45:00.000Z') }],
      'party',
    );
    expect(view).toBe(ready);
  });

  it('leaves a door that is not ready as it is', () => {
    const loading = { status: 'loading' as const };
    expect(withQueuedAdmissions(loading, [{ eventId: 'party', record: inside }], 'party')).toBe(
      loading,
    );
  });
});
