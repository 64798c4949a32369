import { afterEach, describe, expect, it } from 'vitest';
import type { ScanLogEntry } from '@/backend/admin-backend';
import { DEMO_ADMIN_ACCOUNT } from '@/backend/demo/demo-accounts';
import { DEMO_PAST_EVENT_ID, DEMO_UPCOMING_EVENT_ID } from '@/backend/demo/seed';
import type { ScanLogDoc } from '@/engine/collections';
import { waitFor } from '../../../contract/suite/helpers';
import { demoHarness, type DemoHarness } from './demo-harness';

const line = (id: string, overrides: Partial<ScanLogDoc> = {}): ScanLogDoc => ({
  id,
  code: 'bookingTrio',
  bookingId: 'bookingTrio',
  eventId: DEMO_UPCOMING_EVENT_ID,
  result: 'conflict',
  adminUid: DEMO_ADMIN_ACCOUNT.uid,
  at: '2025-07-28T15:50:00.000Z',
  device: 'Lane BBBB · test',
  first: { at: '2025-07-28T15:46:00.000Z', by: DEMO_ADMIN_ACCOUNT.email, device: 'Lane AAAA' },
  ...overrides,
});

describe('the demo door’s conflicts, followed (docs/design.md §5.7)', () => {
  let harness: DemoHarness;
  afterEach(async () => {
    await harness.cleanup();
  });

  it('lists this event’s conflict lines as they are written, newest first, named', async () => {
    harness = await demoHarness();
    await harness.backend.auth.signIn(DEMO_ADMIN_ACCOUNT.email, DEMO_ADMIN_ACCOUNT.password);
    const seen: ScanLogEntry[][] = [];
    const failures: unknown[] = [];
    const stop = harness.backend.checkIn.watchConflicts(
      DEMO_UPCOMING_EVENT_ID,
      (conflicts) => seen.push(conflicts),
      (error) => failures.push(error),
    );
    try {
      await waitFor(() => seen.length > 0);
      expect(seen.at(-1)).toEqual([]);

      await harness.db.scanLog.bulkAdd([
        line('conflictOlder0000001'),
        line('conflictNewer0000002', { at: '2025-07-28T16:10:00.000Z' }),
        line('admittedLine00000003', { result: 'admitted', first: undefined }),
        line('otherEventLine000004', { eventId: DEMO_PAST_EVENT_ID }),
      ]);

      await waitFor(() => seen.at(-1)?.length === 2);
      expect(seen.at(-1)?.map((entry) => [entry.id, entry.adminEmail])).toEqual([
        ['conflictNewer0000002', DEMO_ADMIN_ACCOUNT.email],
        ['conflictOlder0000001', DEMO_ADMIN_ACCOUNT.email],
      ]);
      expect(failures).toEqual([]);
    } finally {
      stop();
    }
  });

  it('is refused to a visitor who is not signed in', async () => {
    harness = await demoHarness();
    const failures: unknown[] = [];
    const stop = harness.backend.checkIn.watchConflicts(
      DEMO_UPCOMING_EVENT_ID,
      () => undefined,
      (error) => failures.push(error),
    );
    await waitFor(() => failures.length > 0);
    stop();
    expect(failures[0]).toMatchObject({ code: 'unauthenticated' });
  });
});
