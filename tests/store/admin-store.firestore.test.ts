import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { createAdminStore, type TransactionAttempts } from '../../functions/src/admin-store';
import {
  firestoreEmulatorHost,
  freshEmulatorProjectId,
  NO_FIRESTORE_EMULATOR,
} from '../support/firestore-emulator';
import { shardDocId } from '@/domain/seat-shards';
import { describeStoreConformance } from './store-conformance';

// The Admin SDK connects to the emulator named by FIRESTORE_EMULATOR_HOST by itself, and the
// emulator lets it past the rules, as production does.
describe.skipIf(!firestoreEmulatorHost)(
  `Firestore Admin SDK store${firestoreEmulatorHost ? '' : ` (${NO_FIRESTORE_EMULATOR})`}`,
  () => {
    describeStoreConformance('Firestore, Admin SDK (emulator)', async () => {
      const projectId = freshEmulatorProjectId('admin-store');
      const app = initializeApp({ projectId }, projectId);
      return {
        store: createAdminStore(getFirestore(app)),
        close: () => deleteApp(app),
      };
    });

    // docs/design.md §3.10: a shard's Store id names its event; Firestore keeps it under the event.
    describe('seat shards', () => {
      const projectId = freshEmulatorProjectId('admin-store-shards');
      const app = initializeApp({ projectId }, projectId);
      afterAll(() => deleteApp(app));
      const db = getFirestore(app);
      const store = createAdminStore(db);

      it('writes and reads a shard at events/{eventId}/seatShards/{index}', async () => {
        const id = shardDocId('evtShards01', 3);
        const shard = { id, eventId: 'evtShards01', index: 3, sold: 4, holds: {} };
        await store.transaction(async (tx) => {
          tx.set('seatShards', id, shard);
        });
        const stored = await db.doc('events/evtShards01/seatShards/3').get();
        expect(stored.data()).toEqual(shard);
        const read = await store.transaction((tx) => tx.get('seatShards', id));
        expect(read).toEqual(shard);
        const listed = await db.collection('events/evtShards01/seatShards').get();
        expect(listed.docs.map((doc) => doc.id)).toEqual(['3']);
      });
    });

    describe('attempts reported to onSettled', () => {
      const projectId = freshEmulatorProjectId('admin-store-attempts');
      const app = initializeApp({ projectId }, projectId);
      afterAll(() => deleteApp(app));
      const settled: TransactionAttempts[] = [];
      const store = createAdminStore(getFirestore(app), (report) => settled.push(report));

      it('counts each run of the work: a retried one as 2, committed', async () => {
        let runs = 0;
        const result = await store.transaction(async (tx) => {
          runs += 1;
          await tx.get('events', 'attempts');
          // What the SDK gets from a commit that lost to another transaction: it runs again.
          if (runs === 1) throw Object.assign(new Error('contention'), { code: 10 });
          return 'done';
        });
        expect(result).toBe('done');
        expect(settled.at(-1)).toEqual({ attempts: 2, committed: true });
      });

      it('reports a refusal by the work as one attempt, not committed', async () => {
        await expect(
          store.transaction(async (tx) => {
            await tx.get('events', 'attempts');
            throw new Error('sold out');
          }),
        ).rejects.toThrow('sold out');
        expect(settled.at(-1)).toEqual({ attempts: 1, committed: false });
      });
    });
  },
);
