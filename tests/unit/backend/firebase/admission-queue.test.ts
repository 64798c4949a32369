import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import {
  indexedDbAdmissionQueue,
  type StoredAdmission,
} from '@/backend/firebase/admin/admission-queue';

const admission = (id: string, bookingId: string): StoredAdmission => ({
  id,
  bookingId,
  eventId: 'eventSangeet',
  scanned: bookingId,
  device: 'Lane AAAA · test',
  scannedAt: '2025-07-28T15:45:00.000Z',
  adminUid: 'admin-uid-1',
});

describe('the offline door’s admission queue (IndexedDB)', () => {
  it('gives admissions back in the order they were added, whatever their ids', async () => {
    const queue = indexedDbAdmissionQueue(new IDBFactory());
    for (const [id, booking] of [
      ['zzzzzzzzzzzzzzzzzzzz', 'b1'],
      ['aaaaaaaaaaaaaaaaaaaa', 'b2'],
      ['mmmmmmmmmmmmmmmmmmmm', 'b3'],
    ] as const) {
      await queue.add(admission(id, booking));
    }
    expect((await queue.all()).map((row) => row.bookingId)).toEqual(['b1', 'b2', 'b3']);
  });

  it('forgets one admission by id and keeps the rest, across a second opening', async () => {
    const factory = new IDBFactory();
    const queue = indexedDbAdmissionQueue(factory);
    await queue.add(admission('firstAdmission000001', 'b1'));
    await queue.add(admission('secondAdmission00002', 'b2'));
    await queue.remove('firstAdmission000001');
    await queue.remove('neverQueued000000000');
    expect(await indexedDbAdmissionQueue(factory).all()).toEqual([
      admission('secondAdmission00002', 'b2'),
    ]);
  });

  it('refuses the same admission twice', async () => {
    const queue = indexedDbAdmissionQueue(new IDBFactory());
    await queue.add(admission('onceOnlyAdmission001', 'b1'));
    await expect(queue.add(admission('onceOnlyAdmission001', 'b1'))).rejects.toThrow();
    expect(await queue.all()).toHaveLength(1);
  });
});
